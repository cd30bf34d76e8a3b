// jsdom with two gaps closed. First, it has no fetch: Node's fetch and the web classes it works with are lent to
// the window (only those jsdom lacks), so that component tests can answer requests with msw (shared/src/testing).
// Second, it implements no window focus, so window.focus() on the page or on a frame's window
// (the game player focuses the game's window once it is ready) only reports "Not implemented". In a browser that
// moves the keyboard to the window; in jsdom there is nothing to move, so that one report is dropped. Every other
// jsdom error still reaches console.error, where jest/setup.ts fails the test.
const { TestEnvironment } = require('jest-environment-jsdom');

const isFocusGap = (error) => error?.type === 'not implemented' && error.message === 'Not implemented: window.focus';

const NODE_FETCH = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoderStream',
  'TextDecoderStream',
  'BroadcastChannel',
];

class PortalEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_FETCH) if (this.global[name] === undefined) this.global[name] = globalThis[name];
    const virtualConsole = this.dom.virtualConsole;
    const report = virtualConsole.listeners('jsdomError');
    virtualConsole.removeAllListeners('jsdomError');
    virtualConsole.on('jsdomError', (error) => {
      if (!isFocusGap(error)) for (const listener of report) listener(error);
    });
  }
}

module.exports = PortalEnvironment;
