import { loadRemoteModule } from './remotes';
import { whenIdle } from './whenIdle';

interface SessionModule {
  startSession: () => Promise<void>;
}

/**
 * Starts the account remote's session lifecycle (silent login, token refresh, re-login on 401) once the page is
 * idle, so it never delays the first paint. If the account remote cannot load, the page works on as a guest's.
 */
export function startAccountSessionWhenIdle(): void {
  whenIdle(() => {
    loadRemoteModule<SessionModule>('account', 'Session')
      .then((session) => session.startSession())
      .catch((error: unknown) => console.warn('[portal] account session not started:', error));
  });
}
