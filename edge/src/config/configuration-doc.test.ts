import { EdgeSettings } from './schema.js';
import { settingsOf } from '@portal/server-kit/settings';
import { describeConfigurationDoc } from '@portal/server-kit/testing';

// Every setting is declared once, in config/schema.ts; this holds the document to it.
describeConfigurationDoc({
  server: "the edge server's",
  settings: settingsOf(EdgeSettings),
  sections: ['Portal and edge server'],
  schemaFile: 'edge/src/config/schema.ts',
  readElsewhere: { PORTAL_URL: 'the release commands (scripts/release/portal.mjs)' },
});
