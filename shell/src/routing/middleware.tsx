import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { isLoggedInAtom } from '@portal/shared';
import { SignInRequired } from './SignInRequired';

/**
 * Route middleware: named guards a page lists in the page table. Each returns what to render instead of the page,
 * or null to let the page render.
 */
type Middleware = () => ReactNode | null;

function useAuthMiddleware(): ReactNode | null {
  return useAtomValue(isLoggedInAtom) ? null : <SignInRequired />;
}

const REGISTRY: Record<string, Middleware> = {
  auth: useAuthMiddleware,
};

export class UnknownMiddlewareError extends Error {
  readonly status = 500;
  constructor(name: string) {
    super(`Unknown route middleware: '${name}'.`);
    this.name = 'UnknownMiddlewareError';
  }
}

/** Resolves a page's middleware names; an unregistered name is the error of product §8. */
export function resolveMiddleware(names: readonly string[] = []): Middleware[] {
  return names.map((name) => {
    const middleware = REGISTRY[name];
    if (!middleware) throw new UnknownMiddlewareError(name);
    return middleware;
  });
}
