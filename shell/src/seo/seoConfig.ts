import { isEnvelope, type SeoConfig } from '@portal/shared';

const loaded = new Map<string, Promise<SeoConfig | null>>();

/**
 * A language's SEO texts from the edge server's /api/seo-config, fetched once per language and kept for the
 * session. A failed fetch resolves null (the head keeps generic texts) and is tried again at the next need.
 */
export function loadSeoConfig(language: string): Promise<SeoConfig | null> {
  let config = loaded.get(language);
  if (!config) {
    config = fetch(`/api/seo-config?language=${encodeURIComponent(language)}`)
      .then((res) => res.json() as Promise<unknown>)
      .then((body) =>
        isEnvelope(body) && body.success ? (body.data as SeoConfig) : Promise.reject(new Error('no SEO config')),
      )
      .catch(() => {
        loaded.delete(language);
        return null;
      });
    loaded.set(language, config);
  }
  return config;
}
