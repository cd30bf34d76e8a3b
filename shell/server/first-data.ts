import { apiLanguage, localeFromPath, stripLocale } from '@portal/shared/i18n/locales';
import {
  firstDataKey,
  HOME_FIRST_DATA,
  type FirstDataRequest,
  type InlineFirstData,
} from '@portal/shared/state/firstData';
import { matchPage } from '../src/routing/pages.js';
import type { ApiAccess } from './api-access.js';
import { withTimeout } from './with-timeout.js';

/** The page waits this long at most for data it could also fetch itself; the API answers from its cache in ~1 ms. */
export const FIRST_DATA_TIMEOUT_MS = 300;

/** Requests whose answers are inlined into a page's HTML, by SEO key: the home page's top of the fold. */
const FIRST_DATA: Record<string, readonly FirstDataRequest[]> = {
  home: [HOME_FIRST_DATA.featured, HOME_FIRST_DATA.hot],
};

/**
 * The first data of the page at `pathname`, read in its language: only answers that arrived in time and succeeded
 * (the page fetches the rest as usual); null when the page has none.
 */
export function createFirstDataLoader(api: ApiAccess, timeoutMs = FIRST_DATA_TIMEOUT_MS) {
  return async function loadFirstData(pathname: string): Promise<InlineFirstData | null> {
    const match = matchPage(stripLocale(pathname));
    const requests = match.kind === 'page' ? FIRST_DATA[match.page.seoKey] : undefined;
    if (!requests) return null;
    const language = apiLanguage(localeFromPath(pathname));
    const answers = await Promise.all(
      requests.map((request) => {
        const query = Object.fromEntries(Object.entries(request.query).map(([k, v]) => [k, String(v)]));
        return withTimeout(api(request.path, { ...query, language }), timeoutMs, null);
      }),
    );
    const entries: Record<string, unknown> = {};
    answers.forEach((answer, i) => {
      if (answer?.status === 200 && answer.body.success) entries[firstDataKey(requests[i]!)] = answer.body.data;
    });
    return Object.keys(entries).length > 0 ? { language, entries } : null;
  };
}
