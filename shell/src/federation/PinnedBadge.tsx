import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { pinnedRemotes } from './remotes';

const noSubscription = () => () => undefined;
/** "blog 1.2.0-abc, games 2.0.0-def": a string, so the snapshot compares equal between renders. */
const pinnedSnapshot = () =>
  pinnedRemotes()
    .map(({ remote, version }) => `${remote} ${version}`)
    .join(', ');

/**
 * A small notice that this browser runs pinned remote versions (a QA or support link, `npm run pin`), with a button
 * to leave them: a form POST to the edge's /_pin/clear (same-origin only), which drops the pins and comes back here.
 * The server renders without it (a page's HTML is the same for everyone); it appears once hydrated.
 */
export function PinnedBadge() {
  const { t } = useTranslation();
  const versions = useSyncExternalStore(noSubscription, pinnedSnapshot, () => '');
  if (!versions) return null;
  const next = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  return (
    <aside className="pinned-badge" data-pinned-badge aria-label={t('delivery.label')}>
      <span>{t('delivery.pinned', { versions })}</span>{' '}
      <form className="pinned-badge__leave" method="post" action="/_pin/clear">
        <input type="hidden" name="next" value={next} />
        <button type="submit">{t('delivery.leave')}</button>
      </form>
    </aside>
  );
}
