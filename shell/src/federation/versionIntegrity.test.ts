import { integrityOf, rememberIntegrity } from './versionIntegrity';
import { loadTimeoutPlugin } from './loadTimeouts';

describe('version integrity', () => {
  it('creates the entry script of a version with a recorded hash with integrity and CORS', () => {
    rememberIntegrity('blog', { version: '1.0.0-abc', integrity: 'sha384-recorded' });
    const plugin = loadTimeoutPlugin(1234, 1000, integrityOf);
    const result = plugin.createScript?.({ url: 'http://localhost/remotes/blog/1.0.0-abc/remoteEntry.js' }) as {
      script: HTMLScriptElement;
      timeout: number;
    };
    expect(result.timeout).toBe(1234);
    expect(result.script.getAttribute('integrity')).toBe('sha384-recorded');
    expect(result.script.getAttribute('crossorigin')).toBe('anonymous');
    expect(result.script.src).toBe('http://localhost/remotes/blog/1.0.0-abc/remoteEntry.js');
  });

  it('leaves other versions, other files and unknown remotes to the runtime', () => {
    rememberIntegrity('games', { version: '2.0.0-def' });
    expect(integrityOf('/remotes/games/2.0.0-def/remoteEntry.js')).toBeUndefined();
    expect(integrityOf('/remotes/blog/1.0.0-other/remoteEntry.js')).toBeUndefined();
    expect(integrityOf('/remotes/blog/1.0.0-abc/chunk.remoteEntry.js.map')).toBeUndefined();
    const plugin = loadTimeoutPlugin(1234, 1000, integrityOf);
    expect(plugin.createScript?.({ url: '/remotes/games/2.0.0-def/remoteEntry.js' })).toEqual({ timeout: 1234 });
  });
});
