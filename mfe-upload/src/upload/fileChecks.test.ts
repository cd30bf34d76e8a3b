import { UPLOAD_DEFAULT_MAX_BYTES } from '@portal/shared/types/upload';
import { checkZipFile } from './fileChecks';
import { giveBlobsArrayBuffer } from '../test/blobBytes';
import { zipBytes } from '../test/zipBytes';

giveBlobsArrayBuffer();

const ZIP = zipBytes([{ name: 'index.html', data: '<!doctype html>' }]);
const file = (name: string, bytes: BlobPart, type = 'application/zip') => new File([bytes], name, { type });

/** A file that reports `size` without holding that many bytes (a 100 MB buffer is not needed to test the limit). */
function sized(name: string, size: number): File {
  const f = file(name, ZIP);
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

describe('checkZipFile', () => {
  it('accepts a zip and says which content type to announce', async () => {
    expect(await checkZipFile(file('My Game.zip', ZIP))).toEqual({ ok: true, contentType: 'application/zip' });
    expect(await checkZipFile(file('game.ZIP', ZIP, 'application/x-zip-compressed'))).toEqual({
      ok: true,
      contentType: 'application/x-zip-compressed',
    });
    // Browsers often give no type, or a wrong one, for zips: the bytes decide, the API is told application/zip.
    expect(await checkZipFile(file('game.zip', ZIP, ''))).toEqual({ ok: true, contentType: 'application/zip' });
  });

  it.each([
    ['a file not named .zip', file('game.rar', ZIP), 'type'],
    ['an image', file('picture.png', new Uint8Array([0x89, 0x50]), 'image/png'), 'type'],
    ['a name with a folder', file('games/game.zip', ZIP), 'name'],
    ['a name with a control character', file('ga\u0001me.zip', ZIP), 'name'],
    ['a name longer than 255 characters', file(`${'a'.repeat(252)}.zip`, ZIP), 'name'],
    ['an empty file', file('game.zip', new Uint8Array()), 'empty'],
    ['a renamed file that is not a zip', file('game.zip', 'just text, renamed'), 'signature'],
  ])('refuses %s', async (_name, candidate, problem) => {
    expect(await checkZipFile(candidate)).toEqual({ ok: false, problem });
  });

  it('refuses a file over the limit, and accepts one at it', async () => {
    expect(await checkZipFile(sized('big.zip', UPLOAD_DEFAULT_MAX_BYTES + 1))).toEqual({
      ok: false,
      problem: 'tooLarge',
    });
    expect(await checkZipFile(sized('big.zip', UPLOAD_DEFAULT_MAX_BYTES))).toMatchObject({ ok: true });
    expect(await checkZipFile(sized('big.zip', 2048), 1024)).toEqual({ ok: false, problem: 'tooLarge' });
  });
});
