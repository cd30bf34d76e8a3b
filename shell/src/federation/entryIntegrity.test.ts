import { integrityOf, rememberIntegrity } from './entryIntegrity';
import { loadTimeoutPlugin } from './loadTimeouts';

describe('entry integrity', () => {
  it('creates the entry script of a version with a recorded hash with integrity and CORS', () => {
    rememberIntegrity('blog', '1.0.0-abc', 'sha384-recorded');
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
    rememberIntegrity('games', '2.0.0-def', undefined);
    expect(integrityOf('/remotes/games/2.0.0-def/remoteEntry.js')).toBeUndefined();
    expect(integrityOf('/remotes/blog/1.0.0-other/remoteEntry.js')).toBeUndefined();
    expect(integrityOf('/remotes/blog/1.0.0-abc/chunk.remoteEntry.js.map')).toBeUndefined();
    const plugin = loadTimeoutPlugin(1234, 1000, integrityOf);
    expect(plugin.createScript?.({ url: '/remotes/games/2.0.0-def/remoteEntry.js' })).toEqual({ timeout: 1234 });
  });
});
