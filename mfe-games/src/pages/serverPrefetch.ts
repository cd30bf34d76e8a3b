import type { PrefetchRequest, ServerPage } from '@portal/shared/ssr/remoteServer';
import type { QueryClient } from '@tanstack/react-query';
import { gamesQueries } from '../api/queries';
import { prefetchTopic } from './prefetchTopic';

type Prefetch = NonNullable<ServerPage['prefetch']>;

// The server prefetches of pages whose own module exports none (src/pages.ts names them for the server build).
export const prefetchCategory: Prefetch = prefetchTopic('category');
export const prefetchTag: Prefetch = prefetchTopic('tag');
export const prefetchMaker: Prefetch = prefetchTopic('maker');

export const prefetchTags = (client: QueryClient, { locale }: PrefetchRequest) =>
  client.prefetchQuery(gamesQueries.tags(locale));
