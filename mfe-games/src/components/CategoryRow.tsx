import { localizePath, useApiQuery, type Category, usePageLocale } from '@portal/shared';
import { gamesQueries } from '../api/queries';
import { useNearViewport } from '../hooks/useNearViewport';
import { GameRow } from './GameRow';

function useRowHeading(category: Category) {
  const locale = usePageLocale();
  return {
    title: category.name,
    more: { href: localizePath(`/categories/${category.slug}`, locale) },
    testId: `category-row-${category.slug}`,
  };
}

function LoadedCategoryRow({ category }: { category: Category }) {
  const locale = usePageLocale();
  const games = useApiQuery(gamesQueries.hot(locale, undefined, category.slug));
  return <GameRow {...useRowHeading(category)} state={games} onRetry={() => void games.refetch()} />;
}

/** A category's most played games, fetched only once the row comes near the viewport (one request per row). */
export function CategoryRow({ category }: { category: Category }) {
  const [ref, near] = useNearViewport<HTMLElement>();
  const heading = useRowHeading(category);
  return near ? (
    <LoadedCategoryRow category={category} />
  ) : (
    <GameRow {...heading} sectionRef={ref} state={{ data: undefined, isError: false }} />
  );
}
