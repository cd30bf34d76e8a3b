import type { PrefetchRequest, ServerPage } from '@portal/shared/ssr/remoteServer';
import type { QueryClient } from '@tanstack/react-query';
import { gamesQueries } from '../api/queries';
import { prefetchTopic } from './prefetchTopic';

type Prefetch = NonNullable<ServerPage['prefetch']>;

// The server prefetches of pages whose own module exports none: src/pages.ts names them, and the server entry
// generated from it imports them (hence @public).

/** @public */
export const prefetchCategory: Prefetch = prefetchTopic('category');
/** @public */
export const prefetchTag: Prefetch = prefetchTopic('tag');
/** @public */
export const prefetchMaker: Prefetch = prefetchTopic('maker');
/** @public */
export const prefetchTags = (client: QueryClient, { locale }: PrefetchRequest) =>
  client.prefetchQuery(gamesQueries.tags(locale));
