import { ApiError } from './envelope';
import { errorToastMessage } from './errorMessage';

const t = (key: string) => `t(${key})`;

describe('errorToastMessage', () => {
  it('shows only the last segment of a "prefix:detail" message', () => {
    expect(errorToastMessage(new ApiError(40001, 'validation:body.message is too long'), t)).toBe(
      'body.message is too long',
    );
    expect(errorToastMessage(new ApiError(500, 'a:b:c'), t)).toBe('c');
  });

  it('keeps a plain message as it is', () => {
    expect(errorToastMessage(new ApiError(40401, 'Game not found'), t)).toBe('Game not found');
  });

  it('falls back to "Unknown error" for empty or generic messages', () => {
    expect(errorToastMessage(new ApiError(500, ''), t)).toBe('t(errors.unknown)');
    expect(errorToastMessage(new ApiError(500, 'prefix:'), t)).toBe('t(errors.unknown)');
    expect(errorToastMessage(new ApiError(500, 'Unknown error'), t)).toBe('t(errors.unknown)');
  });

  it('says "Network error" when no answer came, and localises the not-logged-in message', () => {
    expect(errorToastMessage(new ApiError(0, 'Network error'), t)).toBe('t(errors.network)');
    expect(errorToastMessage(new TypeError('fetch failed'), t)).toBe('t(errors.network)');
    expect(errorToastMessage(new ApiError(401, '请先登录'), t)).toBe('t(errors.notLoggedIn)');
  });
});
