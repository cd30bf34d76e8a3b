/** Drawn rather than characters, which many system fonts lack. */
const svg = {
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  'aria-hidden': true,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
} as const;

export function FullscreenIcon() {
  return (
    <svg {...svg}>
      <path d="M1 5V1h4M11 1h4v4M15 11v4h-4M5 15H1v-4" />
    </svg>
  );
}

export function ExitIcon() {
  return (
    <svg {...svg}>
      <path d="M3 3l10 10M13 3L3 13" />
    </svg>
  );
}

export function TheatreIcon() {
  return (
    <svg {...svg}>
      <rect x="1" y="3" width="14" height="10" rx="1.5" />
    </svg>
  );
}
