import { NotificationsBell } from '../notifications/NotificationsBell';

/**
 * The notifications bell alone, for the phone's compact header (which has no account menu): the same bell, badge
 * and box as on a wide screen.
 */
export default function HeaderBell() {
  return <NotificationsBell />;
}
