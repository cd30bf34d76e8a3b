import fp from 'fastify-plugin';
import type { InvalidationBus } from './invalidation-bus.js';

/**
 * The invalidation bus seen from the API's modules: `app.cacheBus` (its state is in /ready), and signed-in players'
 * profiles forgotten on every replica when they change. With Redis the token-version channel already carries those
 * (modules/auth/token-versions.ts); over PostgreSQL the bus does. Registered after the auth plugin (app.profiles).
 */
export const cacheBusPlugin = fp<{ bus: InvalidationBus }>(
  async (app, { bus }) => {
    app.decorate('cacheBus', bus);
    const stopListening = bus.onMessage((message) => {
      if (message.kind === 'profile') app.profiles.forget(message.user);
      else if (message.kind === 'invalidate') app.profiles.forgetAll();
    });
    const stopRelaying =
      bus.transportName === 'postgres'
        ? app.tokenVersions.onChange((user) => bus.publish({ kind: 'profile', user }))
        : () => {};
    app.addHook('onClose', async () => {
      stopListening();
      stopRelaying();
    });
  },
  { name: 'portal-cache-bus', dependencies: ['portal-auth'] },
);
