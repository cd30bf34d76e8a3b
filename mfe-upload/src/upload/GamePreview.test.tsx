// First: the fake network must be in place before @portal/shared loads ofetch.
import { fail, ok, installFakeRoutes } from '@portal/shared/testing/fakeApi';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { english, renderUpload, signInForTest } from '../test/renderUpload';
import { GamePreview } from './GamePreview';
import { previewExpiry } from './usePreviewStart';

/** A preview URL as the API signs it: the expiry (unix seconds) and the signature as the first path segment. */
const signed = (expiresMs: number, host = 'f-1.preview.test') =>
  `http://${host}/${Math.floor(expiresMs / 1000)}.${'s'.repeat(43)}/index.html`;
const renewals = (requests: { method: string; path: string; query: URLSearchParams }[]) =>
  requests.filter((r) => r.path === '/user/upload/preview').map((r) => r.query.get('file_id'));
const start = () => userEvent.click(screen.getByTestId('upload-preview-start'));

beforeEach(signInForTest);

describe('GamePreview', () => {
  it('opens a signed URL that is still good as it is', async () => {
    const requests = installFakeRoutes({});
    const url = signed(Date.now() + 10 * 60_000);
    renderUpload(<GamePreview fileId="f-1" url={url} title="Star Hopper" orientation="any" />);
    await start();
    expect(screen.getByTestId('upload-preview')).toHaveAttribute('src', `${url}?lang=en`);
    expect(renewals(requests)).toEqual([]);
  });

  it('renews a URL that expired while the page was open before opening it', async () => {
    const fresh = signed(Date.now() + 15 * 60_000, 'f-1.preview.test');
    const requests = installFakeRoutes({ 'GET /user/upload/preview': () => ok({ preview_url: fresh }) });
    renderUpload(<GamePreview fileId="f-1" url={signed(Date.now() - 60_000)} title="Star Hopper" orientation="any" />);
    await start();
    expect(await screen.findByTestId('upload-preview')).toHaveAttribute('src', `${fresh}?lang=en`);
    expect(renewals(requests)).toEqual(['f-1']);
  });

  it('says so when no fresh URL can be had, and the start button tries again', async () => {
    const fresh = signed(Date.now() + 15 * 60_000);
    let answers = 0;
    installFakeRoutes({
      'GET /user/upload/preview': () =>
        ++answers === 1 ? fail(404, 40450, 'Upload not found') : ok({ preview_url: fresh }),
    });
    renderUpload(<GamePreview fileId="f-1" url={signed(Date.now() + 5_000)} title="Star Hopper" orientation="any" />);
    await start();
    expect(await screen.findByRole('alert')).toHaveTextContent(english('flow.preview.expired'));
    expect(screen.queryByTestId('upload-preview')).not.toBeInTheDocument();
    await start();
    expect(await screen.findByTestId('upload-preview')).toHaveAttribute('src', `${fresh}?lang=en`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('previewExpiry', () => {
  it('reads the expiry of a signed preview URL and nothing else', () => {
    expect(previewExpiry(`http://x.preview.test/1767225600.${'a'.repeat(43)}/img/a.png`)).toBe(1_767_225_600_000);
    expect(previewExpiry('http://games.test/snake/abcdef0123456789/index.html')).toBeNull();
    expect(previewExpiry('http://games.test/1767225600/index.html')).toBeNull();
  });
});
