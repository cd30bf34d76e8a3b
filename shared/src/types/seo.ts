/** Per-page SEO texts (product §3): the contract's schemas (contract/seo.ts) as types. */
import type { Static } from 'typebox';
import type * as C from '../contract/seo';

/** Values may hold {placeholder}s filled per page. */
export type SeoEntry = Static<typeof C.SeoEntry>;
export type SeoConfig = Static<typeof C.SeoConfig>;
