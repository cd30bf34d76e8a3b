import { readPageData } from './pageData';

describe('readPageData', () => {
  it('makes the JSON elements the globals the shell reads, and skips missing or broken ones', () => {
    document.body.innerHTML = [
      '<script type="application/json" id="portal-config">{"apiBase":"/api"}</script>',
      '<script type="application/json" id="portal-ssr">{}</script>',
      '<script type="application/json" id="portal-query-state">{"queries":</script>',
    ].join('');
    const target: Record<string, unknown> = { __PORTAL_QUERY_STATE__: 'before' };
    readPageData(document, target);
    expect(target).toEqual({
      __PORTAL_CONFIG__: { apiBase: '/api' },
      __PORTAL_SSR__: {},
      __PORTAL_QUERY_STATE__: 'before',
    });
  });
});
