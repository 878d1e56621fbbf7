// Consent for scripts that came with a link: a scenario opened from a link that holds `script`
// webhooks runs them only once the person allows it (spec/scenario-format.md, "Share links").
// What is held is the scripts themselves, as the link wrote them: scripts the person writes, or
// that a file or the gallery brings, run without asking, while the link's stay paused through
// any other edit (and, with the autosave, through a reload). Allowing is per link: its fragment
// joins the allowed links (allowedLinks.ts), and another link asks again.

import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { AllowedLinks } from './allowedLinks.ts';
import { scriptsOf } from './hasScripts.ts';

interface ScriptConsentState {
  /** The scripts links brought that the person has not allowed, as the links wrote them. */
  held: readonly string[];
  /** The last link opened: what allowing remembers. */
  link: string | undefined;
  /** The person dismissed the banner: it shrinks to one line (the scripts stay paused). */
  dismissed: boolean;
}

/** Holds what links brought and the person has not allowed; the banner and the evaluation read it. */
export const scriptConsentStore = createStore<ScriptConsentState>()(() => ({
  held: [],
  link: undefined,
  dismissed: false,
}));

/** What of the held scripts a text holds: whether they pause it, and the webhooks they belong to. */
export interface HeldScripts {
  paused: boolean;
  webhooks: readonly string[];
  /** The held scripts the text holds. */
  scripts: readonly string[];
}

const NONE: HeldScripts = { paused: false, webhooks: [], scripts: [] };
let memo: { source: string; held: readonly string[]; found: HeldScripts } | undefined;

/** Which held scripts `source` holds (a text that does not parse is paused: nothing of it can be told apart). */
export function heldScriptsIn(
  source: string,
  held: readonly string[] = scriptConsentStore.getState().held,
): HeldScripts {
  if (held.length === 0) return NONE;
  if (memo?.source === source && memo.held === held) return memo.found;
  const entries = scriptsOf(source);
  const mine = entries?.filter((e) => held.includes(e.script));
  const found: HeldScripts =
    mine === undefined
      ? { paused: true, webhooks: [], scripts: held }
      : {
          paused: mine.length > 0,
          webhooks: mine.map((e) => e.webhook),
          scripts: [...new Set(mine.map((e) => e.script))],
        };
  memo = { source, held, found };
  return found;
}

/** Whether the scripts of `source` may run now. */
export const scriptsAllowed = (source: string): boolean => !heldScriptsIn(source).paused;

/** A link was opened: its scripts are held, unless the person allowed this link before. */
export function holdLinkScripts(link: string, source: string, allowed: AllowedLinks): void {
  const scripts = allowed.has(link) ? [] : (scriptsOf(source) ?? []).map((e) => e.script);
  scriptConsentStore.setState(({ held }) => ({
    held: [...new Set([...held, ...scripts])],
    link,
    dismissed: false,
  }));
}

/** Holds scripts again after a reload: the autosaved text came from a link not allowed yet. */
export function holdScripts(scripts: readonly string[]): void {
  if (scripts.length === 0) return;
  scriptConsentStore.setState(({ held }) => ({
    held: [...new Set([...held, ...scripts])],
    dismissed: false,
  }));
}

/** The person allowed the scripts `source` holds: they run, and the link they came from is allowed. */
export function allowScriptsIn(source: string, allowed: AllowedLinks): void {
  const { held, link } = scriptConsentStore.getState();
  const allowing = new Set(heldScriptsIn(source, held).scripts);
  if (link !== undefined) allowed.add(link);
  scriptConsentStore.setState({ held: held.filter((s) => !allowing.has(s)), dismissed: false });
}

/** Shrinks the banner; the scripts stay paused. */
export const dismissScriptBanner = (): void => scriptConsentStore.setState({ dismissed: true });

/** Reads the held scripts and whether the banner was dismissed. */
export const useScriptConsent = () => ({
  held: useStore(scriptConsentStore, (s) => s.held),
  dismissed: useStore(scriptConsentStore, (s) => s.dismissed),
});

/** What the evaluation asks: may this text's scripts run, and tell me when that may change. */
export const consentGate = {
  allows: scriptsAllowed,
  subscribe: (listener: () => void): (() => void) => scriptConsentStore.subscribe(listener),
};
