import type { SeoConfig } from '@portal/shared/types/seo';
import type { ApiAccess } from '../http/api-access.js';
import { withTimeout } from '../http/with-timeout.js';

export interface SeoConfigCacheOptions {
  /** How long a language's texts are served without asking the API again. */
  ttlMs: number;
  /** How long a page waits for texts it has never had. */
  timeoutMs: number;
  now?: () => number;
}

/**
 * The API's SEO texts per language, kept in memory so an HTML response rarely waits on them. An expired entry is
 * still served while a refresh runs in the background (one request per language at a time); only a language
 * never read before waits, and then at most `timeoutMs`. Null when no texts can be had.
 */
export function createSeoConfigCache(api: ApiAccess, { ttlMs, timeoutMs, now = Date.now }: SeoConfigCacheOptions) {
  const entries = new Map<string, { at: number; config: SeoConfig }>();
  const pending = new Map<string, Promise<SeoConfig | null>>();

  const refresh = (language: string): Promise<SeoConfig | null> => {
    const running = pending.get(language);
    if (running) return running;
    const request = api<SeoConfig>('/seo/config', { language })
      .then((answer) => {
        if (answer.status !== 200 || !answer.body.success) return null;
        entries.set(language, { at: now(), config: answer.body.data });
        return answer.body.data;
      })
      .catch(() => null)
      .finally(() => pending.delete(language));
    pending.set(language, request);
    return request;
  };

  return async function seoConfig(language: string): Promise<SeoConfig | null> {
    const hit = entries.get(language);
    if (hit && now() - hit.at < ttlMs) return hit.config;
    const fresh = refresh(language);
    if (hit) return hit.config;
    return withTimeout(fresh, timeoutMs, null);
  };
}
