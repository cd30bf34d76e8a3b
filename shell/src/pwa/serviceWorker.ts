import { Workbox } from 'workbox-window';
import {
  localeFromPath,
  offlineReadyAtom,
  portalStore,
  serviceWorkerPhaseAtom,
  updateAvailableAtom,
  type ServiceWorkerPhase,
} from '@portal/shared';

/** Served by the edge server from the shell's build, no-cache, with Service-Worker-Allowed: / (docs/pwa-seo.md). */
export const SERVICE_WORKER_URL = '/sw.js';
/** Caching what the first page loaded before the worker existed may not hold up the offline-ready notice for long. */
const WARM_UP_TIMEOUT_MS = 15_000;
/** Marks the warm-up's request for the page itself; the worker's page rule reads it (service-worker.config.js). */
export const PAGE_WARM_HEADER = 'X-Portal-Warm';

/** workbox-routing's CACHE_URLS entries: a URL, or a URL with the init of the request to make. */
export type WarmEntry = string | [string, RequestInit];

let workbox: Workbox | undefined;
let registration: ServiceWorkerRegistration | undefined;

const setPhase = (phase: ServiceWorkerPhase) => portalStore.set(serviceWorkerPhaseAtom, phase);

export interface RegistrationEnvironment {
  production: boolean;
  supported: boolean;
  framed: boolean;
}

function browserEnvironment(): RegistrationEnvironment {
  let framed: boolean;
  try {
    framed = window.self !== window.top;
  } catch {
    framed = true; // a cross-origin parent cannot even be compared
  }
  return { production: process.env.NODE_ENV === 'production', supported: 'serviceWorker' in navigator, framed };
}

/**
 * Why this page registers no worker, or null when it should. Development builds never do (a worker would serve
 * yesterday's chunks to the dev server), nor does a page inside an iframe (the worker would control the top
 * window's visits too and the embedder never asked for that).
 */
export function registrationBlocker(
  env: RegistrationEnvironment = browserEnvironment(),
): 'unsupported' | 'disabled' | null {
  if (!env.production || env.framed) return 'disabled';
  return env.supported ? null : 'unsupported';
}

/**
 * Files the first page loaded before any worker existed never went through it, so they are not in its runtime
 * caches. Asking the worker to fetch them (workbox-routing's CACHE_URLS message, answered once done) is what makes
 * the offline page work after a single visit: the remotes' files, the page's messages and the edge's navigation
 * data are then cached too, and so is the page itself: a worker cannot replay a navigation, so that one request
 * carries PAGE_WARM_HEADER, which the worker's page rule accepts in place of mode "navigate" (service-worker.config.js).
 * Product API responses are left out: a resource timing entry does not say whether it was a GET, and a POST must
 * not be replayed as one.
 */
export function urlsToWarm(
  resourceUrls: readonly string[],
  origin: string,
  page: { pathname: string; search: string },
): WarmEntry[] {
  const wanted = /^\/(remotes\/|_i18n\/|api\/|remotes\.json$|config\.json$)/;
  const urls = new Set<string>();
  for (const href of resourceUrls) {
    const url = new URL(href, origin);
    if (url.origin === origin && wanted.test(url.pathname)) urls.add(url.pathname + url.search);
  }
  urls.add(`/_i18n/${localeFromPath(page.pathname)}/messages.json`);
  urls.add('/_i18n/en/messages.json');
  return [...urls, [page.pathname + page.search, { headers: { [PAGE_WARM_HEADER]: 'page' } }]];
}

async function warmCaches(wb: Workbox): Promise<void> {
  const urlsToCache = urlsToWarm(
    performance.getEntriesByType('resource').map((entry) => entry.name),
    window.location.origin,
    window.location,
  );
  await Promise.race([
    wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } }),
    new Promise((resolve) => setTimeout(resolve, WARM_UP_TIMEOUT_MS)),
  ]);
}

/**
 * Registers /sw.js once the page has loaded (workbox-window waits for "load", so a first visit never waits on
 * the worker) and mirrors its lifecycle into the shared atoms the prompts and the PWA test page read.
 */
export async function registerServiceWorker(): Promise<void> {
  const blocked = registrationBlocker();
  if (blocked) {
    setPhase(blocked);
    return;
  }
  const wb = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  workbox = wb;
  // Events of a later worker (an update) carry isUpdate or isExternal; the phase follows the first worker only.
  wb.addEventListener('installed', (event) => {
    if (!event.isUpdate && !event.isExternal) setPhase('installed');
  });
  wb.addEventListener('waiting', () => {
    setPhase('waiting');
    portalStore.set(updateAvailableAtom, true);
  });
  wb.addEventListener('activated', (event) => {
    if (event.isUpdate || event.isExternal) return;
    setPhase('activated');
    // The first activation in this browser: once the caches hold what an offline visit needs, say so. A failed
    // warm-up still leaves the precache, so the offline page works either way.
    void warmCaches(wb)
      .catch(() => undefined)
      .then(() => portalStore.set(offlineReadyAtom, true));
  });
  try {
    registration = await wb.register();
  } catch (error) {
    console.warn('[portal] service worker registration failed:', error);
    setPhase('failed');
    return;
  }
  if (portalStore.get(serviceWorkerPhaseAtom) === 'pending')
    setPhase(registration?.active ? 'activated' : 'registered');
}

/** "Refresh" on the update prompt: the waiting worker takes over, then the page reloads under it. */
export function acceptUpdate(): void {
  const waiting = registration?.waiting;
  if (!workbox || !waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  workbox.messageSkipWaiting();
}

export type UpdateCheck = 'unregistered' | 'none' | 'found' | 'failed';

/** Asks the browser to fetch /sw.js now; "found" when a new worker is installing or waiting. */
export async function checkForUpdate(): Promise<UpdateCheck> {
  if (!registration) return 'unregistered';
  try {
    await registration.update();
  } catch {
    return 'failed';
  }
  return registration.installing || registration.waiting ? 'found' : 'none';
}
