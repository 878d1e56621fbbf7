import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabsProps<T extends string> {
  /** The accessible name of the tab list. */
  label: string;
  /** `badge`: a count shown beside the label (the problems placed in that tab); the strip says them in words. */
  tabs: readonly { id: T; label: string; badge?: number }[];
  selected: T;
  onSelect: (id: T) => void;
  children: ReactNode;
}

/** The WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs; one tab stop. */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: TabsProps<T>) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const move = (e: KeyboardEvent) => {
    const at = tabs.findIndex((t) => t.id === selected);
    const to =
      e.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : e.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? tabs.length - 1
              : -1;
    const tab = tabs[to];
    if (!tab) return;
    e.preventDefault();
    onSelect(tab.id);
    list.current?.querySelector<HTMLElement>(`[data-tab="${tab.id}"]`)?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} ref={list} onKeyDown={move} className="tab-list">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`${base}-${t.id}`}
            data-tab={t.id}
            aria-selected={t.id === selected}
            aria-controls={`${base}-panel`}
            tabIndex={t.id === selected ? 0 : -1}
            onClick={() => onSelect(t.id)}
          >
            {t.label}
            {t.badge !== undefined && t.badge > 0 && (
              <span className="tab-badge" aria-hidden="true">
                {t.badge}
              </span>
            )}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-${selected}`}
        className="tab-panel"
      >
        {children}
      </div>
    </div>
  );
}
