import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath, usePageLocale } from '@portal/shared';
import { LEGAL_LAST_UPDATED, type LegalBlock, type LegalSection } from './legalDocument';
import '../static.css';

function Block({ block }: { block: LegalBlock }) {
  const locale = usePageLocale();
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return (
    <p>
      {block.text} <Link to={localizePath(block.link.path, locale)}>{block.link.label}</Link>.
    </p>
  );
}

/**
 * A legal page with translation switched off: the heading and a note are in the visitor's language, the binding
 * text is English in every locale. Marking its container lang="en" dir="ltr" keeps it left-to-right inside
 * Arabic pages and lets screen readers pronounce it as English.
 */
export function LegalPage({ title, sections }: { title: string; sections: readonly LegalSection[] }) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  return (
    <article className="static-page legal" aria-labelledby="legal-title">
      <h1 id="legal-title">{title}</h1>
      {locale !== 'en' && (
        <p className="static-note" role="note">
          {t('static.legal.englishOnly')}
        </p>
      )}
      <div className="legal__document" lang="en" dir="ltr" data-testid="legal-document">
        <p className="legal__updated">Last updated: {LEGAL_LAST_UPDATED}</p>
        <nav className="legal__toc" aria-label="Contents">
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading.replace(/^\d+\.\s*/, '')}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`}>{section.heading}</h2>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
