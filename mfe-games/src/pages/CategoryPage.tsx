import { categorySeoValues } from '@portal/shared';
import { gamesQueries } from '../api/queries';
import { TopicGamesPage } from './TopicGamesPage';

/** The games of one category, with its description. */
export default function CategoryPage() {
  return (
    <TopicGamesPage
      kind="category"
      query={gamesQueries.category}
      topicOf={(page) => page.category}
      seo={categorySeoValues}
      title={(category) => category.name}
      intro={(category) => category?.description && <p className="list-page__intro">{category.description}</p>}
    />
  );
}
