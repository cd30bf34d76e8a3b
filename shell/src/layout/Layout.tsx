import { Suspense, type ReactNode } from 'react';
import type { LayoutName } from '../routing/pages';
import { ErrorScreen } from '../errors/ErrorScreen';
import { PinnedBadge } from '../federation/PinnedBadge';
import { BottomNav } from './BottomNav';
import { Footer } from './Footer';
import { Header } from './Header';
import { useNavCategories } from './useNavCategories';

/**
 * The layouts of product §2. "none" has no chrome; "mobile" is a compact header, the footer and a bottom
 * navigation; "default", "blog" and "client" share the desktop chrome ("blog" narrows the column for reading,
 * "client" — signed-in tools — gives forms a narrower column).
 */
export function Layout({
  name,
  responsive = false,
  children,
}: {
  name: LayoutName;
  /** Both chromes, CSS showing the one that fits the window: the server's page, until hydrated (useLayoutMobile). */
  responsive?: boolean;
  children: ReactNode;
}) {
  if (name === 'none') {
    return (
      <main id="main" className="layout-none" tabIndex={-1}>
        <Suspense fallback={null}>{children}</Suspense>
        <PinnedBadge />
      </main>
    );
  }
  return (
    <ChromeLayout name={name} responsive={responsive}>
      {children}
    </ChromeLayout>
  );
}

/**
 * `responsive`: the server's page, the same for every device: the header holds both its compact and its full parts
 * and the bottom navigation is there, each shown by CSS media queries where it belongs (styles.css), until the
 * browser knows the device and keeps only those.
 *
 * The header, the page and the footer each sit in a Suspense boundary of their own (none of them suspends on the
 * server, so the HTML is the same): the browser hydrates them as separate, interruptible pieces of work instead of
 * one long task, so the page answers input while it hydrates.
 */
function ChromeLayout({
  name,
  responsive,
  children,
}: {
  name: Exclude<LayoutName, 'none'>;
  responsive: boolean;
  children: ReactNode;
}) {
  const nav = useNavCategories();
  const mobile = name === 'mobile';
  return (
    <div className={`layout layout--${name}${responsive ? ' layout--responsive' : ''}`} data-layout={name}>
      <Suspense fallback={null}>
        <Header categories={nav.categories} compact={responsive ? undefined : mobile} />
      </Suspense>
      <main id="main" className="layout__main" tabIndex={-1}>
        {nav.status === 'failed' ? (
          <ErrorScreen status={nav.code} message={nav.message} />
        ) : (
          <Suspense fallback={null}>{children}</Suspense>
        )}
      </main>
      <Suspense fallback={null}>
        <Footer />
        {(mobile || responsive) && <BottomNav responsive={responsive} />}
      </Suspense>
      <PinnedBadge />
    </div>
  );
}
