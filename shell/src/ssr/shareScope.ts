// The singletons a remote's server build takes from the edge (tooling/rspack/server.js maps each import of one of them to
// globalThis.__PORTAL_SSR_SCOPE__[name]): the same React, router, store, i18n and query cache as the shell's
// renderer, as the federation share scope gives the browser builds the shell's.
import * as tanstackQuery from '@tanstack/react-query';
import * as i18next from 'i18next';
import * as jotai from 'jotai';
import * as jotaiUtils from 'jotai/utils';
import * as ofetch from 'ofetch';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactI18next from 'react-i18next';
import * as reactRouter from 'react-router';
import * as shared from '@portal/shared';

export const SHARE_SCOPE: Record<string, unknown> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  'react-router': reactRouter,
  jotai,
  'jotai/utils': jotaiUtils,
  i18next,
  'react-i18next': reactI18next,
  ofetch,
  '@tanstack/react-query': tanstackQuery,
  '@portal/shared': shared,
};

declare global {
  var __PORTAL_SSR_SCOPE__: Record<string, unknown> | undefined;
}

export function installShareScope(): void {
  globalThis.__PORTAL_SSR_SCOPE__ = SHARE_SCOPE;
}
