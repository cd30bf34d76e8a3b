import { shareLink } from './shareLink';

const link = { title: 'Five tips', url: 'https://play.example/blog/five-tips' };
const writeText = jest.fn<Promise<void>, [string]>();

const withShare = (share: jest.Mock | undefined) => {
  if (share) Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  else Reflect.deleteProperty(navigator, 'share');
};

beforeEach(() => {
  writeText.mockReset().mockResolvedValue();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => withShare(undefined));

describe('shareLink', () => {
  it('uses the device’s share sheet where there is one, and copies nothing', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    withShare(share);
    await expect(shareLink(link)).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(link);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('takes a dismissed sheet as the reader’s choice', async () => {
    withShare(jest.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError')));
    await expect(shareLink(link)).resolves.toBe('dismissed');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link without a share sheet, or when the sheet fails', async () => {
    await expect(shareLink(link)).resolves.toBe('copied');
    expect(writeText).toHaveBeenLastCalledWith(link.url);
    withShare(jest.fn().mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError')));
    await expect(shareLink(link)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it('says when neither works (no clipboard, or copying refused)', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    await expect(shareLink(link)).resolves.toBe('failed');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await expect(shareLink(link)).resolves.toBe('failed');
  });
});
