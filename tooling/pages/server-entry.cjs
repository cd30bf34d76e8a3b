// The entry of a remote's server build, generated from its src/pages.ts: the pages the edge renders to HTML, by
// exposed name, with what each prefetches, and the remote's strings (RemoteServerModule,
// @portal/shared/ssr/remoteServer). It sits in src/ as a virtual module (tooling/rspack/server.js), so its imports
// are the remote's own relative paths and the build is the same from any checkout folder.
const { serverPagesOf } = require('./read.cjs');

/** The entry's file name, in the remote's src/ folder: it never exists on disk. */
const SERVER_ENTRY = 'server-entry.generated.js';

/** The source of the entry for `pages` (src/pages.ts read as data). */
function serverEntrySource(pages) {
  const imports = ["import { loadMessages } from './i18n';"];
  const entries = serverPagesOf(pages).map((page, index) => {
    const component = `Page${index}`;
    const { prefetch, from } = page.server;
    if (!prefetch || (from && from !== page.source)) imports.push(`import ${component} from '${page.source}';`);
    else imports.push(`import ${component}, { ${prefetch} as prefetch${index} } from '${page.source}';`);
    if (prefetch && from && from !== page.source)
      imports.push(`import { ${prefetch} as prefetch${index} } from '${from}';`);
    const prefetchField = prefetch ? `, prefetch: prefetch${index}` : '';
    return `    ${JSON.stringify(page.module)}: { component: ${component}${prefetchField} },`;
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
