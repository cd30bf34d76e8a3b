// The shell's own styles belong to the entry, not to the bootstrap chunk: the built HTML links them, and the edge
// server inlines them, so the server-rendered first view is styled before any JavaScript runs.
import './entry.css';
import { readPageData } from './ssr/pageData';

// Before anything reads the page's config, registry and server state.
readPageData();

// The async boundary lets Module Federation negotiate shared singletons before any of them is evaluated. It starts
// in a task after the one that evaluated this file and the federation runtime (a long task on a phone either way).
setTimeout(() => void import('./bootstrap'), 0);
