import { createContext, useContext } from 'react';
import type { ViewHints } from './viewHints';

/**
 * The hints the page's first view was rendered with: the server's on the server, the same ones (from the page) while
 * the browser hydrates, and still those afterwards (a page rendered by the browser has none: it reads the browser's
 * own state). Provided by the shell; a remote reads one with `useViewHint`.
 */
export const ViewHintsContext = createContext<ViewHints>({});

export const useViewHint = (name: string): string | undefined => useContext(ViewHintsContext)[name];
