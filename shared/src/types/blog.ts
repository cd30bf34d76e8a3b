/** Blog shapes: the contract's schemas (contract/blog.ts) as the types the blog remote renders. */
import type { Static } from 'typebox';
import type * as C from '../contract/blog';

export type BlogCategory = Static<typeof C.BlogCategory>;
export type BlogPostSummary = Static<typeof C.BlogPostSummary>;
/** `html` is sanitised on the server; `language` is the language of `html` (English where not translated yet). */
export type BlogPost = Static<typeof C.BlogPost>;
export type BlogPostsPage = Static<typeof C.BlogPostsPage>;
