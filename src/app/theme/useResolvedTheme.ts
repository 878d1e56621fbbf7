// The theme actually shown: the person's choice, or the system's when they chose 'system'.

import { useSyncExternalStore } from 'react';
import { usePlayground } from '../store/index.ts';

const query = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const systemPrefersDark = () => window.matchMedia(query).matches;

/** Returns 'light' or 'dark', following the system while the choice is 'system'. */
export function useResolvedTheme(): 'light' | 'dark' {
  const choice = usePlayground((s) => s.theme);
  const dark = useSyncExternalStore(subscribe, systemPrefersDark, () => false);
  if (choice === 'system') return dark ? 'dark' : 'light';
  return choice;
}
