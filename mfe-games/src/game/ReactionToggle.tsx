import type { ReactNode } from 'react';

/** A like's symbols, pressed and not. */
export const HEART = ['♥', '♡'] as const;

interface Props {
  className: string;
  pressed: boolean;
  /** The symbol shown when pressed, then when not (♥/♡, ★/☆): decoration, hidden from assistive technology. */
  symbols: readonly [pressed: string, notPressed: string];
  onClick: () => void;
  /** The accessible name, when the visible text does not say it all (a bare count). */
  label?: string;
  children: ReactNode;
}

/** A reaction a reader turns on and off (like, favourite): a toggle button whose symbol fills in when pressed. */
export function ReactionToggle({ className, pressed, symbols, onClick, label, children }: Props) {
  return (
    <button type="button" className={className} aria-pressed={pressed} aria-label={label} onClick={onClick}>
      <span aria-hidden="true">{pressed ? symbols[0] : symbols[1]}</span> {children}
    </button>
  );
}
