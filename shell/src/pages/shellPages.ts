import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ShellPageName } from '../routing/pages';

/** The shell's own pages, each in its own chunk so a page's JS loads only when it is visited. */
export const SHELL_PAGES: Record<ShellPageName, LazyExoticComponent<ComponentType>> = {
  AboutPage: lazy(() => import('./static/AboutPage')),
  PrivacyPage: lazy(() => import('./static/PrivacyPage')),
  TermsPage: lazy(() => import('./static/TermsPage')),
  InstallGuidePage: lazy(() => import('./static/InstallGuidePage')),
  AiPlayPage: lazy(() => import('./static/AiPlayPage')),
  OfflinePage: lazy(() => import('../pwa/OfflinePage')),
  PwaTestPage: lazy(() => import('../pwa/PwaTestPage')),
};
