/**
 * @jest-environment node
 */
import path from 'node:path';
import { needsOf } from './needs.cjs';

const repoRoot = path.resolve(__dirname, '../..');

test("a remote's needs: its singleton ranges and the value names its browser code imports", () => {
  const needs = needsOf(path.join(repoRoot, 'mfe-blog'), ['react', '@portal/shared']);
  expect(needs.shared).toEqual({ react: '^19.2.0', '@portal/shared': '^2.0.0' });
  expect(needs.imports['@portal/shared']).toContain('useApiQuery');
  expect(needs.imports['react-router']).toContain('useParams');
  // Type-only imports, tests and the harness are not part of what the shell must provide.
  expect(needs.imports['@portal/shared']).not.toContain('mountHarness');
  expect(needs.imports['@portal/shared']).toEqual([...new Set(needs.imports['@portal/shared'])].sort());
});
