import type { ComponentType, ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { GuestPrompt, isLoggedInAtom, useBrowserValue } from '@portal/shared';
import { PageHydrated } from '../ssr/PageHydrated';

/**
 * Route middleware: named guards a page lists in the page table. Each is a component around the page that renders
 * it, or what to show instead; being components, their hooks run by the rules whatever the list holds.
 */
type Middleware = ComponentType<{ children: ReactNode }>;

/**
 * A guest is asked to sign in; a signed-in user gets the page. On the server and while hydrating it lets the page
 * through (the same markup on both sides): a page behind it renders no user data until its own browser requests.
 * The prompt marks the page live itself: it can replace a remote page before that page's code has even loaded.
 */
function AuthMiddleware({ children }: { children: ReactNode }) {
  const signedIn = useBrowserValue(useAtomValue(isLoggedInAtom), true);
  if (signedIn) return children;
  return (
    <>
      <GuestPrompt keyPrefix="auth" variant="page" />
      <PageHydrated />
    </>
  );
}

const REGISTRY: Record<string, Middleware> = {
  auth: AuthMiddleware,
};

export class UnknownMiddlewareError extends Error {
  readonly status = 500;
  constructor(name: string) {
    super(`Unknown route middleware: '${name}'.`);
    this.name = 'UnknownMiddlewareError';
  }
}

/** Resolves a page's middleware names; an unregistered name is the error of product §8. */
export function resolveMiddleware(names: readonly string[]): Middleware[] {
  return names.map((name) => {
    const middleware = REGISTRY[name];
    if (!middleware) throw new UnknownMiddlewareError(name);
    return middleware;
  });
}

/** The page inside its middleware, the first named outermost: the first guard that holds the page back wins. */
export function WithMiddleware({ names = [], children }: { names?: readonly string[]; children: ReactNode }) {
  return resolveMiddleware(names).reduceRight<ReactNode>((page, Guard) => <Guard>{page}</Guard>, children);
}
