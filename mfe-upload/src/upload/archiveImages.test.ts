/**
 * @jest-environment node
 */
import { listArchiveImages, MAX_ARCHIVE_IMAGES, readArchiveImage } from './archiveImages';
import { PNG_BYTES, zipBytes } from '../test/zipBytes';

const blobOf = (bytes: Uint8Array<ArrayBuffer>) => new Blob([bytes]);
const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('images in the chosen zip', () => {
  it('lists the images with their archive paths, skipping other files and OS metadata', async () => {
    const zip = blobOf(
      zipBytes([
        { name: 'my-game/index.html', data: '<!doctype html>' },
        { name: 'my-game/img/cover.png', data: PNG_BYTES },
        { name: 'my-game/img/hero.JPG', data: 'jpeg bytes', method: 8 },
        { name: 'my-game/js/game.js', data: 'x' },
        { name: '__MACOSX/my-game/img/._cover.png', data: 'junk' },
        { name: 'my-game/img/.hidden.png', data: 'junk' },
        { name: 'my-game/img/empty.gif', data: '' },
      ]),
    );
    const images = await listArchiveImages(zip);
    expect(images.map((image) => [image.path, image.type])).toEqual([
      ['my-game/img/cover.png', 'image/png'],
      ['my-game/img/hero.JPG', 'image/jpeg'],
    ]);
  });

  it('reads a stored and a deflated image back byte for byte, typed', async () => {
    const sprite = new Uint8Array(5000).map((_, i) => i % 7);
    const zip = blobOf(
      zipBytes([
        { name: 'index.html', data: '<!doctype html>' },
        { name: 'cover.png', data: PNG_BYTES },
        { name: 'sprite.webp', data: sprite, method: 8 },
      ]),
    );
    const [cover, webp] = await listArchiveImages(zip);
    const stored = await readArchiveImage(zip, cover!);
    expect(stored.type).toBe('image/png');
    expect(await bytesOf(stored)).toEqual(PNG_BYTES);
    const inflated = await readArchiveImage(zip, webp!);
    expect(inflated.type).toBe('image/webp');
    expect(await bytesOf(inflated)).toEqual(sprite);
  });

  it(`lists at most ${MAX_ARCHIVE_IMAGES}`, async () => {
    const entries = Array.from({ length: MAX_ARCHIVE_IMAGES + 5 }, (_, i) => ({
      name: `img/${i}.png`,
      data: PNG_BYTES,
    }));
    expect(await listArchiveImages(blobOf(zipBytes(entries)))).toHaveLength(MAX_ARCHIVE_IMAGES);
  });

  it('finds nothing in bytes that are not a zip, or a zip cut short', async () => {
    expect(await listArchiveImages(blobOf(new TextEncoder().encode('PK\u0003\u0004 not really')))).toEqual([]);
    const whole = zipBytes([{ name: 'cover.png', data: PNG_BYTES }]);
    expect(await listArchiveImages(blobOf(whole.subarray(0, whole.length - 10)))).toEqual([]);
  });
});
