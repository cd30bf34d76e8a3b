import { ListenSettings } from '../listen-config.js';
import { ApiSettings } from './schema.js';
import { settingsOf } from '@portal/server-kit/settings';
import { describeConfigurationDoc } from '@portal/server-kit/testing';

// Every setting is declared once, in config/schema.ts; this holds the document to it.
describeConfigurationDoc({
  server: "the API's",
  settings: [...settingsOf(ApiSettings), ...settingsOf(ListenSettings)],
  // The sections that are the API's own settings (the others are the edge's, tools' and tests').
  sections: ['API: process, data and caching', 'Accounts', 'Comments and feedback', 'Uploads'],
  schemaFile: 'api/src/config/schema.ts',
});
