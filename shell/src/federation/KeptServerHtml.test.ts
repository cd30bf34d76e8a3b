/**
 * @jest-environment node
 */
import { serverRenderedHtml } from './KeptServerHtml';

test('on the server there is no kept HTML, and asking for it does not touch the browser', () => {
  expect(serverRenderedHtml('games/HomePage')).toBeUndefined();
});
