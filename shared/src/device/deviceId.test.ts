import { DEVICE_ID_KEY, getDeviceId } from './deviceId';

describe('device id', () => {
  beforeEach(() => localStorage.clear());

  it('is created once and then stable', () => {
    const id = getDeviceId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(getDeviceId()).toBe(id);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
  });

  it('replaces a stored value the API would refuse', () => {
    localStorage.setItem(DEVICE_ID_KEY, '<script>');
    const id = getDeviceId();
    expect(id).not.toBe('<script>');
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('falls back to an in-memory id when storage throws', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const id = getDeviceId();
    expect(getDeviceId()).toBe(id);
    spy.mockRestore();
  });
});
