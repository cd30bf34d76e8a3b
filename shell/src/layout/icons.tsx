/** Small line icons drawn in the current text colour (no icon font: every glyph renders on every system). */
const ICONS = {
  search:
    'M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.3 4.3-1.4 1.4-4.3-4.3A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z',
  globe:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm2.9 11H9.1c.2 2.9 1.3 5.3 2.9 6.9 1.6-1.6 2.7-4 2.9-6.9ZM7.1 13H4.1a8 8 0 0 0 5.3 6.6A13 13 0 0 1 7.1 13Zm12.8 0h-3a13 13 0 0 1-2.3 6.6 8 8 0 0 0 5.3-6.6ZM9.4 4.4A8 8 0 0 0 4.1 11h3a13 13 0 0 1 2.3-6.6Zm2.6.7c-1.6 1.6-2.7 4-2.9 5.9h5.8c-.2-1.9-1.3-4.3-2.9-5.9Zm2.6-.7a13 13 0 0 1 2.3 6.6h3a8 8 0 0 0-5.3-6.6Z',
  home: 'M12 3 2 11.5l1.3 1.5L5 11.6V21h5v-6h4v6h5v-9.4l1.7 1.4 1.3-1.5L12 3Z',
  recent:
    'M12 3a9 9 0 1 1-8.5 12h2.1A7 7 0 1 0 6 7.4L8.6 10H2V3.4l2.6 2.6A9 9 0 0 1 12 3Zm-1 4h2v5.6l3.7 2.2-1 1.7L11 13.7V7Z',
  blog: 'M5 3h10l4 4v14H5V3Zm2 2v14h10V8h-3V5H7Zm2 6h6v2H9v-2Zm0 4h6v2H9v-2Z',
  account:
    'M12 3a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Zm0 8c4.4 0 8 2.2 8 5v3H4v-3c0-2.8 3.6-5 8-5Zm0 2c-3.5 0-6 1.6-6 3v1h12v-1c0-1.4-2.5-3-6-3Z',
} as const;

export type IconName = keyof typeof ICONS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
