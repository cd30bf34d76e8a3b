import { linkedStylesheetsPlugin } from './linkedStylesheets';

const createLink = (url: string, rel = 'stylesheet') =>
  linkedStylesheetsPlugin().createLink?.({ url, attrs: { rel, type: 'text/css' } }) as HTMLLinkElement | undefined;

describe('linked stylesheets plugin', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="stylesheet" href="/remotes/games/1.0.0-abc/6560.0123456789.css">';
  });

  it('gives the runtime a preload for a stylesheet the server already linked, not a second stylesheet', () => {
    const link = createLink(`${window.location.origin}/remotes/games/1.0.0-abc/6560.0123456789.css`);
    expect(link?.rel).toBe('preload');
    expect(link?.as).toBe('style');
    expect(link?.href).toBe(`${window.location.origin}/remotes/games/1.0.0-abc/6560.0123456789.css`);
  });

  it('leaves other stylesheets and other links to the runtime', () => {
    expect(createLink(`${window.location.origin}/remotes/games/1.0.0-abc/9032.0123456789.css`)).toBeUndefined();
    expect(
      createLink(`${window.location.origin}/remotes/games/1.0.0-abc/6560.0123456789.css`, 'preload'),
    ).toBeUndefined();
  });
});
