import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// Relative, not '@portal/shared': this file is built into each app's federation runtime, before any share exists.
import { yieldToMain } from './yieldToMain';

/**
 * The federation runtime plugin that resolves each shared module, and initialises each remote entry, in a task of
 * its own. The shell's start asks for about twenty shared modules (react, react-dom, the router, i18next,
 * @portal/shared…), a remote's page for a few more: resolving each (its version checks) and appending its script,
 * all inside the task that evaluates main.js or a remote's entry, made that one task 45–130 ms on a 2-core machine,
 * four times that on Lighthouse's phone. Yielding first splits it into one short task per module; the scripts still
 * start in the same frame. Built into every app's runtime (tooling/rspack/shared.js `runtimePlugins`), so it applies from
 * the first module an entry asks for.
 */
export default function yieldingSharesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-yielding-shares',
    async beforeLoadShare(args) {
      await yieldToMain();
      return args;
    },
    // A remote's entry registers its shared modules when it is initialised: a task after the one that evaluated it.
    async beforeInitContainer(args) {
      await yieldToMain();
      return args;
    },
  };
}
