import { useId } from 'react';
import { openOverlay } from '../state/overlay';

interface GuestPromptProps {
  /** Already translated, in the caller's namespace (its strings ship with it). */
  title: string;
  text: string;
  signIn: string;
  /** `box`: a panel inside a page, under its own heading; `page`: the whole page, centred, with the page's h1. */
  variant?: 'box' | 'page';
  testId?: string;
}

/** What a visitor who is not signed in sees instead of a signed-in part: why to sign in, and the way to do it. */
export function GuestPrompt({ title, text, signIn, variant = 'box', testId }: GuestPromptProps) {
  const titleId = useId();
  const Heading = variant === 'page' ? 'h1' : 'h2';
  return (
    <section className={`guest-prompt guest-prompt--${variant}`} aria-labelledby={titleId} data-testid={testId}>
      <Heading id={titleId}>{title}</Heading>
      <p>{text}</p>
      <button type="button" className="button" onClick={() => openOverlay('login')}>
        {signIn}
      </button>
    </section>
  );
}
