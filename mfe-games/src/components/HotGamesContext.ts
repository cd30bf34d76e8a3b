import { createContext } from 'react';

/** Slugs of the games that show a "Hot" badge on the cards below (the home page provides them). */
export const HotGamesContext = createContext<ReadonlySet<string>>(new Set());
