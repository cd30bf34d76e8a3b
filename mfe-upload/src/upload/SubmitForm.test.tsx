// First: the fake network must be in place before @portal/shared loads ofetch.
import {
  fail,
  installFakeApi,
  ok,
  type FakeReply,
  type FakeRequest,
  installFakeRoutes,
} from '@portal/shared/testing/fakeApi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UPLOAD_MAX_TAGS, UPLOAD_TITLE_MAX_LENGTH } from '@portal/shared';
import { english, renderUpload, signInForTest } from '../test/renderUpload';
import { SubmitForm } from './SubmitForm';
import { giveBlobsArrayBuffer } from '../test/blobBytes';
import { CATEGORIES, gameZip, submittedItem, TAGS } from '../test/flowFixtures';
import { PNG_BYTES } from '../test/zipBytes';

giveBlobsArrayBuffer();
// A whole form filled in by keystrokes and found by accessible names: slow in jsdom on a busy machine.
jest.setTimeout(20_000);

type Handler = (request: FakeRequest) => FakeReply;
function api(submit: Handler = () => ok(submittedItem())): FakeRequest[] {
  const routes: Record<string, Handler> = {
    'GET /c': () => ok(CATEGORIES),
    'GET /t': () => ok(TAGS),
    'POST /user/upload/submit': submit,
  };
  return installFakeRoutes(routes);
}
const submits = (requests: FakeRequest[]) => requests.filter((r) => r.path === '/user/upload/submit');

beforeEach(signInForTest);

// No pause between keystrokes: the tests type whole titles.
const user = () => userEvent.setup({ applyAccept: false, delay: null });
const titleBox = () => screen.getByRole('textbox', { name: english('flow.form.gameTitle') });
const descriptionBox = () => screen.getByRole('textbox', { name: english('flow.form.description') });
const instructionsBox = () => screen.getByRole('textbox', { name: english('flow.form.instructions') });
const categoryBox = () => screen.getByRole('combobox', { name: english('flow.form.category') });
const imageInput = () => screen.getByLabelText(english('flow.form.thumbnailUpload'));
const languageBox = (name: string) => screen.getByRole('checkbox', { name });
const submit = () => user().click(screen.getByTestId('upload-submit'));
/** The message a control points at with aria-describedby (its error first). */
const errorOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby')!.split(' ')[0]!);

async function renderForm(onSubmitted = jest.fn()) {
  renderUpload(<SubmitForm fileId="f-1" archive={gameZip()} onSubmitted={onSubmitted} />);
  await screen.findByRole('option', { name: 'Arcade' });
  return onSubmitted;
}
async function fillValid() {
  await user().type(titleBox(), '  Star   Hopper ');
  await user().type(descriptionBox(), 'Hop between stars.');
  await user().selectOptions(categoryBox(), 'puzzle');
  await user().upload(imageInput(), new File([PNG_BYTES], 'cover.png', { type: 'image/png' }));
  await screen.findByTestId('upload-thumbnail-preview');
}

describe('SubmitForm validation', () => {
  it('shows every broken rule on submit, focuses the first invalid field and sends nothing', async () => {
    const requests = api();
    await renderForm();
    await user().click(languageBox('English'));
    await submit();

    expect(titleBox()).toHaveFocus();
    expect(titleBox()).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(titleBox())).toHaveTextContent(english('flow.form.errors.titleRequired'));
    expect(categoryBox()).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(categoryBox())).toHaveTextContent(english('flow.form.errors.categoryRequired'));
    expect(imageInput()).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(imageInput())).toHaveTextContent(english('flow.form.errors.thumbnailRequired'));
    expect(languageBox('English')).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(screen.getByRole('group', { name: english('flow.form.languages') }))).toHaveTextContent(
      english('flow.form.errors.languagesRequired'),
    );
    expect(descriptionBox()).not.toHaveAttribute('aria-invalid');
    expect(submits(requests)).toEqual([]);
  });

  it.each([
    ['a one-character title', titleBox, 'X', english('flow.form.errors.titleShort', { min: 2 })],
    [
      'a title over the limit',
      titleBox,
      'T'.repeat(UPLOAD_TITLE_MAX_LENGTH + 1),
      english('flow.form.errors.titleLong', { max: UPLOAD_TITLE_MAX_LENGTH, length: UPLOAD_TITLE_MAX_LENGTH + 1 }),
    ],
    [
      'a description over 2000 characters',
      descriptionBox,
      'd'.repeat(2001),
      english('flow.form.errors.textLong', { max: 2000, length: 2001 }),
    ],
    [
      'instructions over 2000 characters',
      instructionsBox,
      'i'.repeat(2001),
      english('flow.form.errors.textLong', { max: 2000, length: 2001 }),
    ],
  ])('refuses %s, on blur already', async (_name, control, value, message) => {
    const requests = api();
    await renderForm();
    await fillValid();
    await user().clear(control());
    control().focus();
    await user().paste(value);
    await user().tab();
    expect(errorOf(control())).toHaveTextContent(message);
    expect(control()).toHaveAttribute('aria-invalid', 'true');
    await submit();
    expect(control()).toHaveFocus();
    expect(submits(requests)).toEqual([]);
  });

  it('counts characters as the server does: trimmed, spaces collapsed, an emoji is one', async () => {
    api();
    await renderForm();
    await user().type(titleBox(), '   a   ');
    await user().tab();
    expect(errorOf(titleBox())).toHaveTextContent(english('flow.form.errors.titleShort', { min: 2 }));
    await user().clear(titleBox());
    await user().type(titleBox(), '🚀🚀');
    // The form's validation of the new value settles after the last key (it is asynchronous).
    await waitFor(() => expect(titleBox()).not.toHaveAttribute('aria-invalid'));
  });

  it('clears a shown error as soon as the field is fixed', async () => {
    api();
    await renderForm();
    await submit();
    expect(titleBox()).toHaveAttribute('aria-invalid', 'true');
    await user().type(titleBox(), 'Star Hopper');
    expect(titleBox()).not.toHaveAttribute('aria-invalid');
    expect(titleBox()).toHaveAttribute('aria-describedby', expect.not.stringContaining('error'));
  });

  it.each([
    [
      'not an image',
      new File(['GIF? no'], 'cover.png', { type: 'image/png' }),
      english('flow.form.errors.thumbnail_type'),
    ],
    [
      'over 1 MB',
      new File([PNG_BYTES, new Uint8Array(1024 * 1024)], 'big.png', { type: 'image/png' }),
      english('flow.form.errors.thumbnail_tooLarge', { max: '1 MB' }),
    ],
  ])('refuses a thumbnail that is %s', async (_name, file, message) => {
    const requests = api();
    await renderForm();
    await user().upload(imageInput(), file);
    await waitFor(() => expect(errorOf(imageInput())).toHaveTextContent(message));
    expect(screen.queryByTestId('upload-thumbnail-preview')).not.toBeInTheDocument();
    await submit();
    expect(errorOf(imageInput())).toHaveTextContent(message);
    expect(submits(requests)).toEqual([]);
  });
});

describe('SubmitForm sending', () => {
  it('sends the cleaned texts, the choices and the image as a data URL, then hands back the pending upload', async () => {
    const requests = api();
    const onSubmitted = await renderForm();
    await fillValid();
    await user().click(screen.getByRole('radio', { name: english('flow.form.orientations.portrait') }));
    await user().click(languageBox('Français'));
    await submit();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(onSubmitted.mock.calls[0][0]).toEqual(submittedItem());
    expect(submits(requests).map((r) => r.body)).toEqual([
      {
        file_id: 'f-1',
        title: 'Star Hopper',
        description: 'Hop between stars.',
        instructions: '',
        text_language: 'en',
        category: 'puzzle',
        tags: [],
        orientation: 'portrait',
        thumbnail: { source: 'image', data_url: `data:image/png;base64,${Buffer.from(PNG_BYTES).toString('base64')}` },
        languages: ['en', 'fr'],
      },
    ]);
  });

  it('picks the thumbnail file with the labelled button, says which file it is, and forgets it for a game image', async () => {
    api();
    await renderForm();
    // The input is the control a keyboard and a screen reader reach, named by its button-looking label.
    expect(imageInput()).toHaveAttribute('type', 'file');
    expect(screen.getByText(english('flow.form.thumbnailUpload'))).toHaveClass('button');
    await user().upload(imageInput(), new File([PNG_BYTES], 'cover.png', { type: 'image/png' }));
    expect(await screen.findByTestId('upload-thumbnail-file-name')).toHaveTextContent('cover.png');
    expect(imageInput()).toHaveAccessibleDescription(expect.stringContaining('cover.png'));
    await user().click(await screen.findByRole('button', { name: english('flow.form.thumbnailFromGame') }));
    const gallery = screen.getByRole('list', { name: english('flow.form.thumbnailGallery') });
    const image = await within(gallery).findByRole('button', { name: 'my-game/img/cover.png' });
    await waitFor(() => expect(image).toBeEnabled());
    await user().click(image);
    expect(screen.queryByTestId('upload-thumbnail-file-name')).not.toBeInTheDocument();
  });

  it('offers the game’s own images as the thumbnail and sends the chosen archive path', async () => {
    const requests = api();
    await renderForm();
    await user().type(titleBox(), 'Star Hopper');
    await user().selectOptions(categoryBox(), 'arcade');
    await user().click(await screen.findByRole('button', { name: english('flow.form.thumbnailFromGame') }));
    const gallery = screen.getByRole('list', { name: english('flow.form.thumbnailGallery') });
    const cover = await within(gallery).findByRole('button', { name: 'my-game/img/cover.png' });
    await waitFor(() => expect(cover).toBeEnabled());
    await user().click(cover);
    expect(cover).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('upload-thumbnail-preview')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await submit();
    await waitFor(() => expect(submits(requests)).toHaveLength(1));
    expect(submits(requests)[0]!.body).toMatchObject({
      thumbnail: { source: 'archive', path: 'my-game/img/cover.png' },
    });
  });

  it('suggests existing tags, most used first, filters them as one types, and sends the chosen slugs', async () => {
    const requests = api();
    await renderForm();
    const suggestions = () => screen.getAllByRole('button', { name: /^Add tag/ }).map((b) => b.textContent);
    expect(suggestions()).toEqual(['+ Space', '+ Retro', '+ Two players']);
    const tagInput = screen.getByRole('searchbox', { name: english('flow.form.tags') });
    await user().type(tagInput, 'two{Enter}');
    expect(
      within(screen.getByRole('list', { name: english('flow.form.tagsChosen') })).getByText('Two players'),
    ).toBeInTheDocument();
    expect(suggestions()).toEqual(['+ Space', '+ Retro']);
    await user().click(screen.getByRole('button', { name: english('flow.form.tagAdd', { tag: 'Space' }) }));
    await user().click(screen.getByRole('button', { name: english('flow.form.tagRemove', { tag: 'Two players' }) }));
    await user().type(tagInput, 'zzz{Enter}');
    expect(screen.getByText(english('flow.form.tagsNone'))).toBeInTheDocument();
    expect(submits(requests)).toEqual([]);

    await user().clear(tagInput);
    await fillValid();
    await submit();
    await waitFor(() => expect(submits(requests)).toHaveLength(1));
    expect(submits(requests)[0]!.body).toMatchObject({ tags: ['space'] });
  });

  it(`takes at most ${UPLOAD_MAX_TAGS} tags`, async () => {
    const many = Array.from({ length: UPLOAD_MAX_TAGS + 2 }, (_, i) => ({
      slug: `tag-${i}`,
      name: `Tag ${i}`,
      game_count: 100 - i,
    }));
    installFakeApi((request) =>
      request.path === '/c' ? ok(CATEGORIES) : request.path === '/t' ? ok(many) : fail(404, 404, 'no route'),
    );
    await renderForm();
    const tagInput = screen.getByRole('searchbox', { name: english('flow.form.tags') });
    for (let i = 0; i < UPLOAD_MAX_TAGS; i += 1)
      await user().click(screen.getAllByRole('button', { name: /^Add tag/ })[0]!);
    expect(
      within(screen.getByRole('list', { name: english('flow.form.tagsChosen') })).getAllByRole('listitem'),
    ).toHaveLength(UPLOAD_MAX_TAGS);
    expect(tagInput).toBeDisabled();
    expect(tagInput).toHaveAttribute(
      'placeholder',
      english('flow.form.tagsFull', { count: UPLOAD_MAX_TAGS, max: UPLOAD_MAX_TAGS }),
    );
    expect(screen.queryAllByRole('button', { name: /^Add tag/ })).toEqual([]);
  });

  it.each([
    [
      'an unknown category',
      () => fail(400, 40053, 'Unknown category: puzzle'),
      categoryBox,
      english('flow.form.errors.categoryRejected'),
    ],
    [
      'a refused title',
      () => fail(400, 40056, 'title must be 2 to 80 characters'),
      titleBox,
      english('flow.form.errors.titleLength', { min: 2, max: 80 }),
    ],
    [
      'a refused description',
      () => fail(400, 40056, 'description must be 0 to 2000 characters'),
      descriptionBox,
      english('flow.form.errors.textRejected', { max: 2000 }),
    ],
    [
      'a refused thumbnail',
      () => fail(400, 40055, 'Thumbnail is invalid: the bytes are not a image/png image'),
      imageInput,
      english('flow.form.errors.thumbnailRejected'),
    ],
  ])('puts the server’s refusal of %s on its field and focuses it', async (_name, reply, control, message) => {
    api(reply);
    await renderForm();
    await fillValid();
    await submit();
    await waitFor(() => expect(control()).toHaveFocus());
    expect(control()).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(control())).toHaveTextContent(message);
    expect(screen.getByTestId('upload-submit')).toBeEnabled();
  });

  it('shows a refusal that concerns no field above the button', async () => {
    api(() => fail(409, 40953, 'Only a confirmed archive without problems can be submitted'));
    const onSubmitted = await renderForm();
    await fillValid();
    await submit();
    expect(await screen.findByTestId('upload-submit-error')).toHaveTextContent(
      english('flow.form.errors.notSubmittable'),
    );
    expect(screen.getByRole('alert')).toBe(screen.getByTestId('upload-submit-error'));
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('says when too many of the reader’s games already wait for review', async () => {
    api(() => fail(409, 40957, 'You have 3 games waiting for review; wait for a review before submitting another'));
    const onSubmitted = await renderForm();
    await fillValid();
    await submit();
    expect(await screen.findByTestId('upload-submit-error')).toHaveTextContent(english('flow.errors.tooManyInReview'));
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
