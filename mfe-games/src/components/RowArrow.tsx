/**
import './row-button.css';
 * A row's or the carousel's arrow, drawn (not a text glyph: ‹ and › are mirrored by the text direction on their
 * own, which with the style's flip turned them twice). `forward` points right; in right-to-left pages the style
 * turns both arrows exactly once, so "next" points left in Arabic.
 */
export function RowArrow({ forward }: { forward: boolean }) {
  return (
    <svg
      className={`row-button__arrow${forward ? '' : ' row-button__arrow--back'}`}
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      data-points={forward ? 'forward' : 'back'}
    >
      <path
        d={forward ? 'M5.5 2.5 11 8l-5.5 5.5' : 'M10.5 2.5 5 8l5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
