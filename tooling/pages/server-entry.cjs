// The entry of a remote's server build, generated from its src/pages.ts: the pages the edge renders to HTML, by
// exposed name, with what each prefetches, and the remote's strings (RemoteServerModule,
// @portal/shared/ssr/remoteServer). It sits in src/ as a virtual module (tooling/rspack/server.js), so its imports
// are the remote's own relative paths and the build is the same from any checkout folder.
const { serverPagesOf } = require('./read.cjs');

/** The entry's file name, in the remote's src/ folder: it never exists on disk. */
const SERVER_ENTRY = 'server-entry.generated.js';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The source of the entry for `pages` (src/pages.ts read as data). */
function serverEntrySource(pages) {
  const imports = ["import { loadMessages } from './i18n';"];
  const entries = serverPagesOf(pages).map((page, index) => {
    const { prefetch, from = page.source } = page.server;
    imports.push(`import Page${index} from ${JSON.stringify(page.source)};`);
    if (prefetch && !IDENTIFIER.test(prefetch))
      throw new Error(`src/pages.ts: the prefetch of ${page.module} must name an export, not "${prefetch}".`);
    if (prefetch) imports.push(`import { ${prefetch} as prefetch${index} } from ${JSON.stringify(from)};`);
    return `    ${JSON.stringify(page.module)}: { component: Page${index}${prefetch ? `, prefetch: prefetch${index}` : ''} },`;
  });
  return [
    '// Generated from src/pages.ts by tooling/pages/server-entry.cjs.',
    ...imports,
    '',
    'export default {',
    `  namespace: ${JSON.stringify(pages.namespace)},`,
    '  messages: loadMessages,',
    '  pages: {',
    ...entries,
    '  },',
    '};',
    '',
  ].join('\n');
}

module.exports = { SERVER_ENTRY, serverEntrySource };
