import { NotificationsBell } from '../notifications/NotificationsBell';

/**
 * The notifications bell alone, for the phone's compact header (which has no account menu): the same bell, badge
 * and box as on a wide screen.
 *
 * @public The shell mounts it as the exposed module "HeaderBell" (src/pages.ts).
 */
export default function HeaderBell() {
  return <NotificationsBell />;
}
