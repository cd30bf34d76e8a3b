// First: the fake network must be in place before @portal/shared loads ofetch.
import { fail, ok, type FakeRequest, installFakeRoutes, type FakeRoute } from '@portal/shared/testing/fakeApi';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UPLOAD_DEFAULT_MAX_BYTES, type UploadReport } from '@portal/shared';
import { english, renderUpload, signInForTest, stringIn } from '../test/renderUpload';
import { giveBlobsArrayBuffer } from '../test/blobBytes';
import { FakeXhr, installFakeXhr } from '../test/fakeXhr';
import { CATEGORIES, cleanReport, gameZip, preSigned, PUT_URL, submittedItem, TAGS } from '../test/flowFixtures';
import { UploadFlow } from './UploadFlow';

giveBlobsArrayBuffer();

type Handler = FakeRoute;
function api(overrides: Record<string, Handler> = {}): FakeRequest[] {
  const routes: Record<string, Handler> = {
    'POST /user/upload/preSign': () => ok(preSigned()),
    'POST /user/upload/confirm': () => ok(cleanReport()),
    'POST /user/upload/submit': () => ok(submittedItem()),
    'GET /c': () => ok(CATEGORIES),
    'GET /t': () => ok(TAGS),
    ...overrides,
  };
  return installFakeRoutes(routes);
}
const calls = (requests: FakeRequest[]) =>
  requests.filter((r) => r.path.startsWith('/user/')).map((r) => `${r.method} ${r.path}`);

let restoreXhr: () => void;
let clock = 0;
beforeEach(() => {
  signInForTest();
  restoreXhr = installFakeXhr();
  clock = 1_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
});
afterEach(() => {
  restoreXhr();
  jest.restoreAllMocks();
});

// No pause between keystrokes: the tests type whole titles.
const user = () => userEvent.setup({ applyAccept: false, delay: null });
const choose = async (file: File) => user().upload(screen.getByTestId('upload-file-input'), file);
/** The upload reached the PUT: the fake request the test now drives. */
const transfer = async () => {
  await waitFor(() => expect(FakeXhr.all.length).toBeGreaterThan(0));
  return FakeXhr.latest();
};
const finish = (xhr: FakeXhr) =>
  act(() => xhr.respond(200, { code: 0, message: 'ok', success: true, data: { file_id: 'f-1', size: 1000 } }));

describe('choosing a file', () => {
  it.each([
    [
      'a file that is not a zip',
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      english('flow.fileErrors.type'),
    ],
    ['an empty zip file', new File([], 'empty.zip', { type: 'application/zip' }), english('flow.fileErrors.empty')],
    [
      'a renamed file',
      new File(['not a zip at all'], 'game.zip', { type: 'application/zip' }),
      english('flow.fileErrors.signature'),
    ],
  ])('refuses %s with a message and sends nothing', async (_name, file, message) => {
    const requests = api();
    renderUpload(<UploadFlow />);
    await choose(file);
    expect(await screen.findByTestId('upload-file-error')).toHaveTextContent(message);
    expect(screen.getByRole('alert')).toBe(screen.getByTestId('upload-file-error'));
    expect(requests).toEqual([]);
    expect(FakeXhr.all).toEqual([]);
  });

  it('refuses a file over the size limit before sending anything, naming the limit', async () => {
    const requests = api();
    renderUpload(<UploadFlow />);
    const big = gameZip();
    Object.defineProperty(big, 'size', { value: UPLOAD_DEFAULT_MAX_BYTES + 1 });
    await choose(big);
    expect(await screen.findByTestId('upload-file-error')).toHaveTextContent(
      english('flow.fileErrors.tooLarge', { max: '100 MB' }),
    );
    expect(requests).toEqual([]);
  });

  it('takes a zip dropped on the zone, and refuses two at once', async () => {
    const requests = api();
    renderUpload(<UploadFlow />);
    const zone = screen.getByTestId('upload-dropzone');
    fireEvent.drop(zone, { dataTransfer: { files: [gameZip(), gameZip('other.zip')], types: ['Files'] } });
    expect(await screen.findByTestId('upload-file-error')).toHaveTextContent(english('flow.fileErrors.one'));
    fireEvent.drop(zone, { dataTransfer: { files: [gameZip()], types: ['Files'] } });
    await transfer();
    expect(calls(requests)).toEqual(['POST /user/upload/preSign']);
    expect(requests[0]!.body).toEqual({
      file_name: 'my-game.zip',
      file_size: gameZip().size,
      content_type: 'application/zip',
    });
  });

  it('opens the file picker from the labelled button', async () => {
    api();
    renderUpload(<UploadFlow />);
    const input = screen.getByTestId('upload-file-input') as HTMLInputElement;
    const click = jest.spyOn(input, 'click');
    await userEvent.click(screen.getByRole('button', { name: english('flow.choose.button') }));
    expect(click).toHaveBeenCalled();
    expect(input).toHaveAttribute('accept', '.zip,application/zip');
    expect(input).toHaveAccessibleName(english('flow.choose.button'));
  });
});

describe('sending the file', () => {
  it('PUTs it to the signed link and shows bytes sent, speed and time left as progress comes in', async () => {
    api();
    renderUpload(<UploadFlow />);
    const file = gameZip();
    await choose(file);
    const xhr = await transfer();
    expect([xhr.method, xhr.url, xhr.headers, xhr.body]).toEqual([
      'PUT',
      PUT_URL,
      { 'content-type': 'application/zip' },
      file,
    ]);
    const bar = screen.getByTestId('upload-progress');
    expect(bar).toHaveAttribute('max', String(file.size));
    expect(bar).toHaveAttribute('value', '0');

    // A pretend 1 MiB file: sizes and speed are then easy to read.
    const total = 1024 * 1024;
    act(() => xhr.progress(0, total));
    clock += 1000;
    act(() => xhr.progress(256 * 1024, total));
    expect(bar).toHaveAttribute('value', String(256 * 1024));
    expect(bar).toHaveAttribute('max', String(total));
    expect(screen.getByTestId('upload-stats')).toHaveTextContent(
      [
        english('flow.progress.sent', { sent: '256 kB', total: '1 MB' }),
        '256 kB/s',
        english('flow.progress.timeLeft', { time: '3 seconds' }),
      ].join(' · '),
    );
    clock += 1000;
    act(() => xhr.progress(768 * 1024, total));
    expect(bar).toHaveAttribute('value', String(768 * 1024));
    expect(screen.getByTestId('upload-stats')).toHaveTextContent('384 kB/s');
    expect(screen.getByTestId('upload-stats')).toHaveTextContent(
      english('flow.progress.timeLeft', { time: '1 second' }),
    );

    finish(xhr);
    expect(await screen.findByTestId('upload-report')).toHaveAttribute('data-status', 'clean');
  });

  it('cancels: the request is aborted, nothing is confirmed, and the drop zone says so', async () => {
    const requests = api();
    renderUpload(<UploadFlow />);
    await choose(gameZip());
    const xhr = await transfer();
    act(() => xhr.progress(100, 1000));
    await userEvent.click(screen.getByTestId('upload-cancel'));
    expect(xhr.aborted).toBe(true);
    expect(screen.getByTestId('upload-dropzone')).toHaveTextContent(english('flow.progress.cancelled'));
    expect(screen.queryByTestId('upload-progress')).not.toBeInTheDocument();
    expect(calls(requests)).toEqual(['POST /user/upload/preSign']);
  });

  it('shows a network failure with Retry, which sends again on the same link and goes on', async () => {
    const requests = api();
    renderUpload(<UploadFlow />);
    await choose(gameZip());
    const first = await transfer();
    act(() => first.failNetwork());
    expect(await screen.findByTestId('upload-error')).toHaveTextContent(english('flow.errors.network'));
    await userEvent.click(screen.getByTestId('upload-retry'));
    expect(FakeXhr.all).toHaveLength(2);
    expect(FakeXhr.latest().url).toBe(PUT_URL);
    finish(FakeXhr.latest());
    expect(await screen.findByTestId('upload-report-clean')).toBeInTheDocument();
    expect(calls(requests)).toEqual(['POST /user/upload/preSign', 'POST /user/upload/confirm']);
  });

  it('gets a new link when the old one expired, and maps the API’s code to its message', async () => {
    const requests = api();
    renderUpload(<UploadFlow />);
    await choose(gameZip());
    const xhr = await transfer();
    act(() =>
      xhr.respond(403, {
        code: 40351,
        message: 'Upload URL has expired; request a new one',
        success: false,
        data: null,
      }),
    );
    expect(await screen.findByTestId('upload-error')).toHaveTextContent(english('flow.errors.linkExpired'));
    await userEvent.click(screen.getByTestId('upload-retry'));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    expect(calls(requests)).toEqual(['POST /user/upload/preSign', 'POST /user/upload/preSign']);
  });

  it('shows the server’s size refusal of preSign without a Retry that cannot help', async () => {
    api({
      'POST /user/upload/preSign': () => fail(413, 41350, 'The archive is larger than the limit of 52428800 bytes'),
    });
    renderUpload(<UploadFlow />);
    await choose(gameZip());
    expect(await screen.findByTestId('upload-error')).toHaveTextContent(
      english('flow.errors.tooLargeLimit', { max: '50 MB' }),
    );
    expect(screen.queryByTestId('upload-retry')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('upload-choose-another'));
    expect(screen.getByTestId('upload-dropzone')).toBeInTheDocument();
    expect(FakeXhr.all).toEqual([]);
  });

  it('says in the reader’s language that uploads are paused, and starts again when asked', async () => {
    let paused = true;
    const requests = api({
      'POST /user/upload/preSign': () =>
        paused
          ? fail(503, 50350, 'Uploads are paused while the server is low on disk space; try again later')
          : ok(preSigned()),
    });
    renderUpload(<UploadFlow />, { path: '/fr/gameupload', locale: 'fr' });
    await choose(gameZip());
    const shown = await screen.findByTestId('upload-error');
    expect(shown).toHaveTextContent(stringIn('fr', 'flow.errors.uploadsPaused'));
    expect(stringIn('fr', 'flow.errors.uploadsPaused')).not.toBe(english('flow.errors.uploadsPaused'));
    expect(FakeXhr.all).toEqual([]);
    paused = false;
    await userEvent.click(screen.getByTestId('upload-retry'));
    finish(await transfer());
    expect(await screen.findByTestId('upload-report-clean')).toBeInTheDocument();
    expect(calls(requests)).toEqual([
      'POST /user/upload/preSign',
      'POST /user/upload/preSign',
      'POST /user/upload/confirm',
    ]);
  });

  it('retries a failed check without sending the bytes again', async () => {
    let checks = 0;
    const requests = api({
      'POST /user/upload/confirm': () =>
        ++checks === 1 ? fail(409, 40952, 'The archive is being checked') : ok(cleanReport()),
    });
    renderUpload(<UploadFlow />);
    await choose(gameZip());
    finish(await transfer());
    expect(await screen.findByTestId('upload-error')).toHaveTextContent(english('flow.errors.validating'));
    await userEvent.click(screen.getByTestId('upload-retry'));
    expect(await screen.findByTestId('upload-report-clean')).toBeInTheDocument();
    expect(FakeXhr.all).toHaveLength(1);
    expect(calls(requests)).toEqual([
      'POST /user/upload/preSign',
      'POST /user/upload/confirm',
      'POST /user/upload/confirm',
    ]);
  });
});

describe('the validation report', () => {
  const reach = async (report: UploadReport) => {
    const requests = api({ 'POST /user/upload/confirm': () => ok(report) });
    renderUpload(<UploadFlow />);
    await choose(gameZip());
    finish(await transfer());
    await screen.findByTestId('upload-report');
    return requests;
  };

  it('sums up a clean archive and shows the form', async () => {
    await reach(cleanReport());
    const summary = screen.getByTestId('upload-report-clean');
    expect(within(summary).getByText(english('flow.report.files')).nextSibling).toHaveTextContent('1,234');
    expect(within(summary).getByText(english('flow.report.size')).nextSibling).toHaveTextContent('3 MB');
    expect(within(summary).getByText(english('flow.report.entry')).nextSibling).toHaveTextContent('my-game/index.html');
    expect(summary).toHaveTextContent(english('flow.report.strippedFolder', { folder: 'my-game' }));
    expect(screen.getByRole('heading', { name: english('flow.report.cleanTitle') })).toHaveFocus();
    expect(screen.getByTestId('upload-form')).toBeInTheDocument();
    expect(screen.queryByTestId('upload-problem')).not.toBeInTheDocument();
  });

  it('previews the checked build before submitting and warns when it lacks the bridge script', async () => {
    await reach(
      cleanReport({
        uses_bridge: false,
        preview_url: 'http://f-1.preview.test/4102444800.sssssssssssssssssssssssssssssssssssssssssss/index.html',
      }),
    );
    expect(screen.getByTestId('upload-warning-bridge')).toHaveTextContent(english('flow.report.bridgeTitle'));
    expect(screen.getByTestId('upload-form')).toBeInTheDocument();
    await user().click(screen.getByTestId('upload-preview-start'));
    const frame = screen.getByTestId('upload-preview');
    expect(frame).toHaveAttribute(
      'src',
      'http://f-1.preview.test/4102444800.sssssssssssssssssssssssssssssssssssssssssss/index.html?lang=en',
    );
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-pointer-lock');
  });

  it('neither warns nor previews when the build loads the bridge and no preview is offered', async () => {
    await reach(cleanReport({ uses_bridge: true, preview_url: null }));
    expect(screen.queryByTestId('upload-warning-bridge')).not.toBeInTheDocument();
    expect(screen.queryByTestId('upload-preview-start')).not.toBeInTheDocument();
  });

  it('explains each problem and how to fix it, blocks submitting, and offers another file', async () => {
    const report = cleanReport({
      ok: false,
      entry_point: null,
      stripped_prefix: '',
      problems: [
        { code: 'UPLOAD_NO_INDEX_HTML', path: null, params: {} },
        { code: 'UPLOAD_UNSAFE_PATH', path: '../evil.html', params: { reason: 'parent_segment' } },
        { code: 'UPLOAD_DISALLOWED_EXTENSION', path: 'tool.exe', params: { extension: '.exe' } },
        { code: 'UPLOAD_TOO_MANY_FILES', path: null, params: { max: 1500, count: 2000 } },
      ],
      problems_truncated: true,
    });
    await reach(report);
    expect(screen.getByTestId('upload-report')).toHaveAttribute('data-status', 'failed');
    const problems = screen.getAllByTestId('upload-problem');
    expect(problems.map((p) => p.getAttribute('data-code'))).toEqual([
      'UPLOAD_NO_INDEX_HTML',
      'UPLOAD_UNSAFE_PATH',
      'UPLOAD_DISALLOWED_EXTENSION',
      'UPLOAD_TOO_MANY_FILES',
    ]);
    expect(problems[0]).toHaveTextContent(english('flow.problems.UPLOAD_NO_INDEX_HTML.explanation'));
    expect(problems[0]).toHaveTextContent(english('flow.problems.UPLOAD_NO_INDEX_HTML.fix'));
    expect(problems[1]).toHaveTextContent(english('flow.problems.UPLOAD_UNSAFE_PATH.parent_segment'));
    expect(problems[1]).toHaveTextContent('../evil.html');
    expect(problems[1]).toHaveTextContent(english('flow.problems.UPLOAD_UNSAFE_PATH.fix'));
    expect(problems[2]).toHaveTextContent(
      english('flow.problems.UPLOAD_DISALLOWED_EXTENSION.explanation', { extension: '.exe' }),
    );
    expect(problems[3]).toHaveTextContent(
      english('flow.problems.UPLOAD_TOO_MANY_FILES.explanation', { count: 2000, value: '2,000', max: '1,500' }),
    );
    expect(screen.getByTestId('upload-report')).toHaveTextContent(
      english('flow.report.truncated', { count: 4, value: 4 }),
    );
    expect(screen.queryByTestId('upload-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('upload-submit')).not.toBeInTheDocument();

    await userEvent.click(screen.getByTestId('upload-choose-another'));
    expect(screen.getByTestId('upload-dropzone')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: english('flow.choose.title') })).toHaveFocus();
  });
});

describe('after submitting', () => {
  it('says the game waits for review, previews it in the player’s sandbox, and hands it to the page', async () => {
    const requests = api();
    const onSubmitted = jest.fn();
    renderUpload(<UploadFlow onSubmitted={onSubmitted} />);
    await choose(gameZip());
    finish(await transfer());
    await user().type(await screen.findByRole('textbox', { name: english('flow.form.gameTitle') }), 'Star Hopper');
    await user().selectOptions(screen.getByRole('combobox', { name: english('flow.form.category') }), 'arcade');
    await user().click(await screen.findByRole('button', { name: english('flow.form.thumbnailFromGame') }));
    const cover = await screen.findByRole('button', { name: 'my-game/img/cover.png' });
    // Enabled once its picture is read from the zip.
    await waitFor(() => expect(cover).toBeEnabled());
    await user().click(cover);
    await user().click(screen.getByTestId('upload-submit'));

    const panel = await screen.findByTestId('upload-submitted');
    expect(panel).toHaveAttribute('data-status', 'pending_review');
    expect(within(panel).getByRole('heading', { name: english('flow.submitted.title') })).toHaveFocus();
    expect(calls(requests).at(-1)).toBe('POST /user/upload/submit');
    expect(onSubmitted).not.toHaveBeenCalled();

    expect(screen.queryByTestId('upload-preview')).not.toBeInTheDocument();
    await user().click(screen.getByTestId('upload-preview-start'));
    const frame = screen.getByTestId('upload-preview');
    expect(frame).toHaveAttribute('src', 'http://games.test/star-hopper/abcdef0123456789/index.html?lang=en');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-pointer-lock');
    expect(frame).toHaveAttribute('title', english('flow.preview.frameTitle', { title: 'Star Hopper' }));

    await user().click(screen.getByTestId('upload-show-mine'));
    expect(onSubmitted).toHaveBeenCalledWith(submittedItem());
  });
});
