import { useEffect } from 'react';
import { usePlayground } from '../store/index.ts';
import type { ThemeChoice } from '../store/viewSlice.ts';

/** Picks light, dark or the system's theme; an explicit choice is set on <html data-theme>. */
export function ThemePicker() {
  const theme = usePlayground((s) => s.theme);
  const setTheme = usePlayground((s) => s.setTheme);
  useEffect(() => {
    const root = document.documentElement;
    if (theme === 'system') delete root.dataset.theme;
    else root.dataset.theme = theme;
  }, [theme]);
  return (
    <label className="theme-picker">
      Theme
      <select value={theme} onChange={(e) => setTheme(e.target.value as ThemeChoice)}>
        <option value="system">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </label>
  );
}
