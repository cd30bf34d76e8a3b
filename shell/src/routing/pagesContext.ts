import { createContext, useContext } from 'react';
import type { PageEntry } from './pages';

/** The page table this render composed (the shell's pages and the registered remotes'). */
export const PagesContext = createContext<readonly PageEntry[]>([]);

export const usePages = (): readonly PageEntry[] => useContext(PagesContext);
