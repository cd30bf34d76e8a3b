import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath, tagSeoValues, usePageLocale } from '@portal/shared';
import { gamesQueries } from '../api/queries';
import { NAMESPACE } from '../i18n';
import { TopicGamesPage } from './TopicGamesPage';

/** The games of one tag, with the way to all tags. */
export default function TagPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePageLocale();
  return (
    <TopicGamesPage
      kind="tag"
      query={gamesQueries.tag}
      topicOf={(page) => page.tag}
      seo={tagSeoValues}
      title={(tag) => (
        <>
          <span aria-hidden="true">#</span>
          {tag.name}
        </>
      )}
      intro={() => (
        <p>
          <Link to={localizePath('/tags', locale)}>{t('tag.allTags')}</Link>
        </p>
      )}
    />
  );
}
