import { useCallback, useEffect, useState } from 'react';

export interface ServiceWorkerInfo {
  scope: string | null;
  /** Script of the worker controlling this page, if any. */
  controller: string | null;
  /** A new worker waits to take over (an update). */
  waiting: boolean;
}

const EMPTY: ServiceWorkerInfo = { scope: null, controller: null, waiting: false };

async function readInfo(): Promise<ServiceWorkerInfo> {
  if (!('serviceWorker' in navigator)) return EMPTY;
  const registration = await navigator.serviceWorker.getRegistration();
  const controller = navigator.serviceWorker.controller;
  return {
    scope: registration?.scope ?? null,
    controller: controller ? new URL(controller.scriptURL).pathname : null,
    waiting: Boolean(registration?.waiting),
  };
}

/** The browser's view of this page's service worker, refreshed on controller changes and on demand. */
export function useServiceWorkerInfo(): [ServiceWorkerInfo, () => void] {
  const [info, setInfo] = useState<ServiceWorkerInfo>(EMPTY);
  const refresh = useCallback(() => {
    void readInfo().then(setInfo);
  }, []);
  useEffect(() => {
    refresh();
    if (!('serviceWorker' in navigator)) return undefined;
    navigator.serviceWorker.addEventListener('controllerchange', refresh);
    return () => navigator.serviceWorker.removeEventListener('controllerchange', refresh);
  }, [refresh]);
  return [info, refresh];
}
