import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { openOverlay } from '../state/overlay';

interface GuestPromptProps {
  /** The caller's namespace and the key holding its `title`, `text` and `signIn` strings (they ship with it). */
  namespace?: string;
  keyPrefix: string;
  /** `box`: a panel inside a page, under its own heading; `page`: the whole page, centred, with the page's h1. */
  variant?: 'box' | 'page';
  testId?: string;
}

/** What a visitor who is not signed in sees instead of a signed-in part: why to sign in, and the way to do it. */
export function GuestPrompt({ namespace, keyPrefix, variant = 'box', testId }: GuestPromptProps) {
  const { t } = useTranslation(namespace, { keyPrefix });
  const titleId = useId();
  const Heading = variant === 'page' ? 'h1' : 'h2';
  return (
    <section className={`guest-prompt guest-prompt--${variant}`} aria-labelledby={titleId} data-testid={testId}>
      <Heading id={titleId}>{t('title')}</Heading>
      <p>{t('text')}</p>
      <button type="button" className="button" onClick={() => openOverlay('login')}>
        {t('signIn')}
      </button>
    </section>
  );
}
