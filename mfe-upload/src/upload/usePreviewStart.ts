import { useState } from 'react';
import { fetchPreviewUrl } from '../api/upload';

/** A signed URL this close to its expiry is renewed before it is opened: the build loads its files after the page. */
const RENEW_BEFORE_MS = 60_000;

/**
 * The expiry a signed preview URL carries in its first path segment (`/<unix seconds>.<signature>/…`), in
 * milliseconds; null for any other URL (a published build's, which never expires).
 */
export function previewExpiry(url: string): number | null {
  const match = /^\/(\d{1,12})\.[\w-]+\//.exec(new URL(url, 'http://preview.invalid').pathname);
  return match ? Number(match[1]) * 1000 : null;
}

type PreviewStart = { phase: 'idle' | 'starting' | 'failed'; src: null } | { phase: 'running'; src: string };

/**
 * Starting an unreviewed build's preview on request: the URL the page was given when it is still good, else a fresh
 * one from the API (a page left open longer than the URL lives). When none can be had, `failed` says so and
 * `start` may be tried again.
 */
export function usePreviewStart(fileId: string, url: string) {
  const [state, setState] = useState<PreviewStart>({ phase: 'idle', src: null });
  const start = async () => {
    const expiry = previewExpiry(url);
    if (expiry === null || expiry - Date.now() > RENEW_BEFORE_MS) return setState({ phase: 'running', src: url });
    setState({ phase: 'starting', src: null });
    const fresh = await fetchPreviewUrl(fileId).then(
      (link) => link.preview_url,
      () => null,
    );
    setState(fresh ? { phase: 'running', src: fresh } : { phase: 'failed', src: null });
  };
  return { ...state, start: () => void start() };
}
