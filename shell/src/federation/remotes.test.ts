import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { reportRemoteHealth } from './health';
import {
  compatibleVersion,
  hasFallenBack,
  loadRemoteModule,
  registeredVersion,
  registerPortalRemotes,
  RemoteUnavailableError,
  validRemotes,
} from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  satisfy: (version: string, range: string) => version.split('.')[0] === range.replace('^', '').split('.')[0],
}));
jest.mock('./health', () => ({ reportRemoteHealth: jest.fn() }));
// Which failure it was is loadFailure.ts's business (its own test): here every failure is a refused file.
jest.mock('./loadFailure', () => ({
  loadFailureKind: async () => 'integrity-error',
  isTimeout: (error: Error) => error.message.includes('timed out'),
}));

describe('validRemotes', () => {
  it('keeps the entries that name a version and an entry, and drops a malformed registry instead of failing', () => {
    const good = { version: '0.1.0-a', entry: '/remotes/games/0.1.0-a/mf-manifest.json' };
    expect(validRemotes({ games: good, blog: { version: 3 }, upload: null })).toEqual({ games: good });
    expect(validRemotes(['games'])).toEqual({});
    expect(validRemotes('not json')).toEqual({});
    expect(validRemotes(null)).toEqual({});
  });
});

describe('compatibleVersion', () => {
  const provides = { shared: { '@portal/shared': '1.2.0' }, exports: { '@portal/shared': ['openOverlay'] } };
  const needing = (range: string) => ({ shared: { '@portal/shared': range }, imports: { '@portal/shared': [] } });
  const earlier = { version: '0.1.0-old', entry: '/remotes/blog/0.1.0-old/mf-manifest.json' };

  it('mounts the named version when this shell provides what it needs', () => {
    const remote = { version: '0.2.0-new', entry: '/e', contract: needing('^1.0.0'), previous: [earlier] };
    expect(compatibleVersion('blog', remote, provides)).toBe(remote);
  });

  it('refuses one that needs more and mounts the next version listed, or none', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const remote = { version: '0.2.0-new', entry: '/e', contract: needing('^2.0.0'), previous: [earlier] };
    expect(compatibleVersion('blog', remote, provides)).toEqual({ ...earlier, previous: [] });
    expect(compatibleVersion('blog', { ...remote, previous: [] }, provides)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('blog 0.2.0-new refused'));
  });
});

describe('loadRemoteModule', () => {
  const version = (name: string) => ({ version: name, entry: `/remotes/blog/${name}/mf-manifest.json` });
  const load = jest.mocked(loadRemote);

  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    load.mockReset();
    jest.mocked(reportRemoteHealth).mockClear();
    registerPortalRemotes({ blog: { ...version('3'), previous: [version('2'), version('1')] } });
  });

  it('loads the newest earlier version listed when a version fails, reporting the failure against it', async () => {
    load.mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce({ default: 'page of 2' });
    expect(await loadRemoteModule('blog', 'BlogListPage')).toEqual({ default: 'page of 2' });
    expect(registeredVersion('blog')).toBe('2');
    expect(hasFallenBack()).toBe(true);
    expect(jest.mocked(registerRemotes)).toHaveBeenLastCalledWith(
      [version('2')].map(({ entry }) => ({ name: 'blog', entry })),
      {
        force: true,
      },
    );
    expect(jest.mocked(reportRemoteHealth).mock.calls).toEqual([
      ['blog', '3', 'integrity-error', new Error('refused')],
      ['blog', '2', 'load'],
    ]);
  });

  it('rejects when no version loads, and registers the given one again for a retry', async () => {
    load.mockRejectedValue(new Error('refused'));
    await expect(loadRemoteModule('blog', 'BlogListPage')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(load).toHaveBeenCalledTimes(3);
    expect(registeredVersion('blog')).toBe('3');
  });

  it('does not try earlier versions after a timeout: they come from the same host', async () => {
    load.mockRejectedValue(new Error('timed out after 2500 ms'));
    await expect(loadRemoteModule('blog', 'BlogListPage')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
