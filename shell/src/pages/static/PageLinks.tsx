import { Fragment } from 'react';
import { Link } from 'react-router';
import { localizePath, usePageLocale } from '@portal/shared';

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
