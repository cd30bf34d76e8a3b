// First: the fake network must be in place before @portal/shared loads ofetch.
import { fail, installFakeApi, ok, type FakeReply, type FakeRequest } from '@portal/shared/testing/fakeApi';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadReport, UploadStatus } from '@portal/shared';
import { english, gameRef, pageOf, renderUpload, signInForTest, uploadItem } from '../test/renderUpload';
import { MyUploads } from './MyUploads';

const ALL_STATUSES: UploadStatus[] = [
  'pending_upload',
  'expired',
  'receiving',
  'uploaded',
  'validating',
  'invalid',
  'confirmed',
  'pending_review',
  'published',
  'rejected',
  'replaced',
];

function api(handler: (request: FakeRequest) => FakeReply): FakeRequest[] {
  return installFakeApi((request) =>
    request.path === '/user/upload/mine' ? handler(request) : fail(404, 404, 'no route'),
  );
}

const rowOf = (fileId: string) =>
  screen.getAllByTestId('my-upload').find((row) => row.getAttribute('data-file-id') === fileId)!;

beforeEach(signInForTest);

describe('MyUploads', () => {
  it('shows every status the API has, each in words, with what it means', async () => {
    api(() => ok(pageOf(ALL_STATUSES.map((status) => uploadItem(status, status)))));
    renderUpload(<MyUploads onStartUpload={() => undefined} />);
    expect(await screen.findAllByTestId('my-upload')).toHaveLength(ALL_STATUSES.length);
    for (const status of ALL_STATUSES) {
      const row = rowOf(status);
      expect(within(row).getByTestId('upload-status')).toHaveTextContent(english(`mine.status.${status}`));
      expect(within(row).getByText(`${status}.zip`)).toBeInTheDocument();
    }
    expect(within(rowOf('expired')).getByText(english('mine.help.expired'))).toBeInTheDocument();
    expect(within(rowOf('pending_review')).getByText(english('mine.help.pending_review'))).toBeInTheDocument();
  });

  it('names the file, the title, the size and the date of each upload', async () => {
    api(() =>
      ok(
        pageOf([
          uploadItem('f-1', 'pending_review', {
            file_name: 'star-hopper-v2.zip',
            game: gameRef('star-hopper', 'Star Hopper', false),
          }),
        ]),
      ),
    );
    renderUpload(<MyUploads onStartUpload={() => undefined} />);
    const row = (await screen.findAllByTestId('my-upload'))[0]!;
    expect(within(row).getByRole('heading', { level: 3, name: 'Star Hopper' })).toBeInTheDocument();
    expect(within(row).getByText('star-hopper-v2.zip')).toBeInTheDocument();
    expect(within(row).getByText('2.5 MB')).toBeInTheDocument();
    expect(within(row).getByText(/^Uploaded Mar 1, 2026/)).toBeInTheDocument();
    // Not public yet: no link that would lead to a missing page.
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the moderator’s reason on a rejected upload', async () => {
    const reviewed = { reviewed_at: '2026-03-04T08:00:00.000Z', game: gameRef('jumper', 'Jumper', false) };
    api(() => ok(pageOf([uploadItem('f-1', 'rejected', { ...reviewed, reason: 'The game freezes after level 2.' })])));
    renderUpload(<MyUploads onStartUpload={() => undefined} />);
    const reason = await screen.findByTestId('upload-reason');
    expect(reason).toHaveTextContent(`${english('mine.reason')} The game freezes after level 2.`);
    expect(within(rowOf('f-1')).getByText(/^Reviewed Mar 4, 2026/)).toBeInTheDocument();
    expect(within(rowOf('f-1')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('links a live game to its page in the page’s language, and a game that is not live nowhere', async () => {
    api(() =>
      ok(
        pageOf([
          uploadItem('f-live', 'published', { game: gameRef('star-hopper', 'Star Hopper', true) }),
          uploadItem('f-old', 'replaced', { game: gameRef('star-hopper', 'Star Hopper', true) }),
          uploadItem('f-gone', 'replaced', { game: gameRef('old-game', 'Old Game', false) }),
        ]),
      ),
    );
    renderUpload(<MyUploads onStartUpload={() => undefined} />, { path: '/fr/gameupload', locale: 'fr' });
    await screen.findAllByTestId('my-upload');
    expect(within(rowOf('f-live')).getByRole('link', { name: 'Ouvrir la page de Star Hopper' })).toHaveAttribute(
      'href',
      '/fr/games/star-hopper',
    );
    expect(within(rowOf('f-old')).getByRole('link')).toHaveAttribute('href', '/fr/games/star-hopper');
    expect(within(rowOf('f-gone')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rowOf('f-live')).getByTestId('upload-status')).toHaveTextContent('Publié');
  });

  it('says how many problems an invalid archive had', async () => {
    const report: UploadReport = {
      ok: false,
      file_count: 2,
      total_uncompressed_size: 10,
      entry_point: null,
      stripped_prefix: '',
      problems_truncated: false,
      problems: [
        { code: 'UPLOAD_NO_INDEX_HTML', path: null, params: {} },
        { code: 'UPLOAD_UNSAFE_PATH', path: '../x.js', params: { reason: 'parent_segment' } },
      ],
      limits: { max_files: 1500, max_uncompressed_size: 262144000, max_compression_ratio: 200 },
    };
    api(() => ok(pageOf([uploadItem('f-bad', 'invalid', { report })])));
    renderUpload(<MyUploads onStartUpload={() => undefined} />);
    expect(await screen.findByText(english('mine.help.invalid', { problems: '2' }))).toBeInTheDocument();
    expect(within(rowOf('f-bad')).getByText(english('mine.untitled'))).toBeInTheDocument();
  });

  it('offers a first upload when there is none', async () => {
    api(() => ok(pageOf([])));
    const start = jest.fn();
    renderUpload(<MyUploads onStartUpload={start} />);
    const empty = await screen.findByTestId('my-uploads-empty');
    expect(empty).toHaveTextContent(english('mine.empty'));
    await userEvent.click(within(empty).getByRole('button', { name: english('mine.startUpload') }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('shows loading, then an error with a retry that loads the list', async () => {
    let fails = 2; // the client retries a failed GET once by itself
    api(() => (fails-- > 0 ? fail(500, 500, 'boom') : ok(pageOf([uploadItem('f-1', 'uploaded')]))));
    renderUpload(<MyUploads onStartUpload={() => undefined} />);
    expect(screen.getByTestId('my-uploads-loading')).toHaveTextContent(english('mine.loading'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(english('mine.loadError'));
    await userEvent.click(within(alert).getByRole('button', { name: english('mine.retry') }));
    expect(await screen.findAllByTestId('my-upload')).toHaveLength(1);
  });

  it('loads the next page on demand', async () => {
    const requests = api((request) =>
      request.query.get('page') === '2'
        ? ok(pageOf([uploadItem('f-2', 'published')], { page: 2, total: 2 }))
        : ok(pageOf([uploadItem('f-1', 'uploaded')], { has_more: true, total: 2 })),
    );
    renderUpload(<MyUploads onStartUpload={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: english('mine.loadMore') }));
    expect(await screen.findAllByTestId('my-upload')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: english('mine.loadMore') })).not.toBeInTheDocument();
    expect(requests.map((r) => r.query.get('page'))).toEqual(['1', '2']);
  });
});
