import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSection } from '../hooks/useCurrentSection';
import { NAMESPACE } from '../i18n';
import type { TocEntry } from './tocEntries';
import { useMediaQuery } from '@portal/shared';

/** Wide enough for the text and a column beside it (the blog layout is at most 960 px wide). */
export const WIDE_SCREEN = '(min-width: 64rem)';

/**
 * The sections of a long post, as links to their headings: a column that stays in view beside the text on wide
 * screens, marking the section being read; a collapsed list above the text on phones. The headings are in the
 * language (and direction) of the text, given as `text`.
 */
export function TableOfContents({
  entries,
  text,
}: {
  entries: TocEntry[];
  text: { lang: string; dir?: 'ltr' | 'rtl' };
}) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const wide = useMediaQuery(WIDE_SCREEN);
  const current = useCurrentSection(
    entries.map((entry) => entry.id),
    wide,
  );
  const list = (
    <ol className="post-toc__list" {...text}>
      {entries.map((entry) => (
        <li key={entry.id} className={`post-toc__item post-toc__item--h${entry.level}`}>
          <a href={`#${entry.id}`} aria-current={entry.id === current ? 'location' : undefined}>
            {entry.text}
          </a>
        </li>
      ))}
    </ol>
  );
  return (
    <nav className={`post-toc ${wide ? 'post-toc--aside' : ''}`} aria-labelledby={titleId} data-testid="post-toc">
      {wide ? (
        <>
          <p id={titleId} className="post-toc__title">
            {t('post.toc')}
          </p>
          {list}
        </>
      ) : (
        <details className="post-toc__details">
          <summary id={titleId} className="post-toc__title">
            {t('post.toc')}
          </summary>
          {list}
        </details>
      )}
    </nav>
  );
}
