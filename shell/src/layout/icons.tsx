import spriteUrl from './icons.sprite.svg';

/**
 * Small line icons drawn in the current text colour (no icon font: every glyph renders on every system). Their
 * paths live in one content-hashed sprite the browser caches, not in every page's HTML (docs/performance.md).
 */
export const ICON_NAMES = ['search', 'globe', 'home', 'recent', 'blog', 'account'] as const;

export type IconName = (typeof ICON_NAMES)[number];

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
