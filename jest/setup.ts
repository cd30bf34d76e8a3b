import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';
import failOnConsole from 'jest-fail-on-console';

// findBy… and waitFor wait for what a test expects: a second (their default) is short on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

// A test that logs an error or a warning fails: an expected one is asserted with jest.spyOn(console, …) in its test.
failOnConsole({ shouldFailOnError: true, shouldFailOnWarn: true });

// jsdom lacks these; react-router reads them when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Components read their data through the page's one query cache: each test starts with it empty.
afterEach(async () => {
  const { portalQueryClient } = await import('../shared/src/query/queryClient');
  portalQueryClient().clear();
});
