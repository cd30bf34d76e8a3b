import { useId, useImperativeHandle, useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { directionOf } from '../i18n/locales';
import { usePageLocale } from '../i18n/usePageLocale';
import { tabAfterKey } from './tabKeys';

/** What a page may do to its tabs from outside: move the focus to one (the tab whose panel now shows a result). */
export interface TabsHandle<T extends string> {
  focus: (tab: T) => void;
}

interface TabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  /** The tabs shown, in order. */
  tabs: readonly T[];
  /** The chosen tab; null when none of `tabs` is (every panel is hidden, the first tab holds the focus stop). */
  selected: T | null;
  /** A tab was clicked, or reached with the arrow keys, Home or End (it then has the focus too). */
  onSelect: (tab: T, by: 'pointer' | 'keyboard') => void;
  tabLabel: (tab: T) => ReactNode;
  /** A panel's content, asked for every tab: a hidden panel keeps what it is given (e.g. a transfer in progress). */
  children: (tab: T) => ReactNode;
  /** `underline` for a page's sections, `pills` for a compact switch inside a box. */
  variant?: 'underline' | 'pills';
  panelTestId?: (tab: T) => string;
  ref?: Ref<TabsHandle<T>>;
}

/**
 * WAI-ARIA tabs with automatic activation and a roving tabindex: one tab is in the Tab order, the arrow keys move
 * and select following what the eye sees (reversed right-to-left), Home and End go to the ends. The markup and the
 * keys live here once; the caller keeps the state (in the URL, or in a box's own state).
 */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  tabLabel,
  children,
  variant = 'underline',
  panelTestId,
  ref,
}: TabsProps<T>) {
  const id = useId();
  const direction = directionOf(usePageLocale());
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const focusStop = selected ?? tabs[0];
  useImperativeHandle(ref, () => ({ focus: (tab: T) => buttons.current.get(tab)?.focus() }), []);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, tab: T) => {
    const next = tabAfterKey(event.key, tabs, tab, direction);
    if (next === null) return;
    event.preventDefault();
    onSelect(next, 'keyboard');
    buttons.current.get(next)?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={label} className={`tabs__list tabs__list--${variant}`}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element);
              return () => {
                buttons.current.delete(tab);
              };
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab}`}
            aria-selected={tab === selected}
            aria-controls={`${id}-panel-${tab}`}
            tabIndex={tab === focusStop ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(tab, 'pointer')}
            onKeyDown={(event) => onKeyDown(event, tab)}
          >
            {tabLabel(tab)}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${id}-panel-${tab}`}
          aria-labelledby={`${id}-tab-${tab}`}
          hidden={tab !== selected}
          tabIndex={0}
          className="tabs__panel"
          data-testid={panelTestId?.(tab)}
        >
          {children(tab)}
        </div>
      ))}
    </>
  );
}
