import { categorySeoValues, fetchCategoryGames } from '@portal/shared';
import { TopicGamesPage } from './TopicGamesPage';

/** The games of one category, with its description. */
export default function CategoryPage() {
  return (
    <TopicGamesPage
      kind="category"
      load={fetchCategoryGames}
      topicOf={(page) => page.category}
      seo={categorySeoValues}
      title={(category) => category.name}
      intro={(category) => category?.description && <p className="list-page__intro">{category.description}</p>}
    />
  );
}
