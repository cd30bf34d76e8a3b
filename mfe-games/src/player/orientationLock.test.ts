import { lockOrientation, unlockOrientation } from './orientationLock';

const install = (orientation: object | undefined) =>
  Object.defineProperty(screen, 'orientation', { configurable: true, value: orientation });

afterEach(() => install(undefined));

describe('lockOrientation', () => {
  it('locks the way the game is made', async () => {
    const lock = jest.fn().mockResolvedValue(undefined);
    install({ lock, unlock: jest.fn() });
    await expect(lockOrientation('landscape')).resolves.toBe(true);
    await expect(lockOrientation('portrait')).resolves.toBe(true);
    expect(lock.mock.calls).toEqual([['landscape'], ['portrait']]);
  });

  it('locks nothing for a game made for either way', async () => {
    const lock = jest.fn().mockResolvedValue(undefined);
    install({ lock });
    await expect(lockOrientation('any')).resolves.toBe(false);
    expect(lock).not.toHaveBeenCalled();
  });

  it('says no when the browser refuses or has no lock, and unlocking never throws', async () => {
    install({ lock: jest.fn().mockRejectedValue(new Error('NotSupportedError')) });
    await expect(lockOrientation('landscape')).resolves.toBe(false);
    install(undefined);
    await expect(lockOrientation('landscape')).resolves.toBe(false);
    install({
      unlock: () => {
        throw new Error('nothing locked');
      },
    });
    expect(() => unlockOrientation()).not.toThrow();
  });
});
