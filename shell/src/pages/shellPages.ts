import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ShellPageName } from '../routing/pages';

type PageModule = { default: ComponentType };

/** How each of the shell's own pages loads; each is its own chunk, fetched when visited or preloaded. */
export const SHELL_PAGE_IMPORTS: Record<ShellPageName, () => Promise<PageModule>> = {
  AboutPage: () => import('./static/AboutPage'),
  PrivacyPage: () => import('./static/PrivacyPage'),
  TermsPage: () => import('./static/TermsPage'),
  InstallGuidePage: () => import('./static/InstallGuidePage'),
  AiPlayPage: () => import('./static/AiPlayPage'),
  OfflinePage: () => import('../pwa/OfflinePage'),
  PwaTestPage: () => import('../pwa/PwaTestPage'),
};

export const SHELL_PAGES = Object.fromEntries(
  Object.entries(SHELL_PAGE_IMPORTS).map(([name, load]) => [name, lazy(load)]),
) as Record<ShellPageName, LazyExoticComponent<ComponentType>>;
