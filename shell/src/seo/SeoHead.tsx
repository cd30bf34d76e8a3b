import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router';
import { apiLanguage, localeFromPath, pageSeoAtom, type SeoConfig } from '@portal/shared';
import { applyHeadTags } from './applyHead';
import { usePages } from '../routing/pagesContext';
import { routeHead } from './routeHead';
import { loadSeoConfig } from './seoConfig';

/**
 * Keeps the document head (title, description, keywords, robots, canonical, hreflang, Open Graph, Twitter) in
 * step with client-side navigation. The served HTML already carries the first page's head, built by the edge
 * server with the page's data, so nothing changes until the visitor navigates; only then are the language's SEO
 * texts fetched (once per language) and filled with the values the page reports through usePageSeo.
 */
export function SeoHead() {
  const { pathname, search } = useLocation();
  const pageSeo = useAtomValue(pageSeoAtom);
  const pages = usePages();
  const locale = localeFromPath(pathname);
  const [served] = useState(`${pathname}${search}`);
  const [navigated, setNavigated] = useState(false);
  const [texts, setTexts] = useState<{ language: string; config: SeoConfig | null } | null>(null);
  const language = apiLanguage(locale);

  if (!navigated && `${pathname}${search}` !== served) setNavigated(true);

  useEffect(() => {
    if (!navigated) return;
    let current = true;
    void loadSeoConfig(language).then((config) => current && setTexts({ language, config }));
    return () => {
      current = false;
    };
  }, [navigated, language]);

  useEffect(() => {
    // Waiting for this language's texts avoids a head in the previous language after a language switch.
    if (!navigated || texts?.language !== language) return;
    const head = routeHead({
      origin: window.location.origin,
      pathname,
      search,
      config: texts.config,
      pageSeo,
      pages,
    });
    applyHeadTags(document, head.tags);
  }, [navigated, texts, language, pathname, search, pageSeo, pages]);

  return null;
}
