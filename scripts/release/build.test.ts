/**
 * @jest-environment node
 */
import { withoutLoaders } from './build.mjs';

test("the release's build process drops every option that loads code and keeps the rest", () => {
  expect(withoutLoaders('--import tsx --max-old-space-size=4096')).toBe('--max-old-space-size=4096');
  expect(withoutLoaders('--import=tsx --require ./hook.cjs -r x --loader y --experimental-loader=z')).toBe('');
  expect(withoutLoaders('--enable-source-maps')).toBe('--enable-source-maps');
  expect(withoutLoaders(undefined)).toBe('');
});
