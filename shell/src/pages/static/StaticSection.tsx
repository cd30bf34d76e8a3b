import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { localizePath, usePageLocale } from '@portal/shared';

interface StaticSectionProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}

/** A titled part of a static page. */
export function StaticSection({ id, title, className, children }: StaticSectionProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A line of links to other pages of the portal (path and label), separated by middle dots. */
export function PageLinks({ links }: { links: ReadonlyArray<readonly [path: string, label: string]> }) {
  const locale = usePageLocale();
  return (
    <p>
      {links.map(([path, label], index) => (
        <Fragment key={path}>
          {index > 0 && ' · '}
          <Link to={localizePath(path, locale)}>{label}</Link>
        </Fragment>
      ))}
    </p>
  );
}
