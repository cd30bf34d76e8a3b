import { makerSeoValues } from '@portal/shared';
import { gamesQueries } from '../api/queries';
import { TopicGamesPage } from './TopicGamesPage';

/** A maker's page (/makers/:slug): the games one author published, newest first. */
export default function MakerPage() {
  return (
    <TopicGamesPage
      kind="maker"
      query={gamesQueries.maker}
      topicOf={(page) => page.maker}
      seo={makerSeoValues}
      title={(maker) => <bdi>{maker.name}</bdi>}
      intro={() => null}
      sortable={false}
    />
  );
}
