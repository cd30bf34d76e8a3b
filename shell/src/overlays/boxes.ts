import type { OverlayBox } from '@portal/shared';
import type { RemoteName } from '../federation/remote-names';

/** Which remote renders each overlay box, and the translation key of its title. */
export const OVERLAY_BOXES: Record<
  Exclude<OverlayBox, 'none'>,
  { remote: RemoteName; module: string; title: string }
> = {
  login: { remote: 'account', module: 'LoginBox', title: 'overlay.login' },
  loginuserinfo: { remote: 'account', module: 'UserInfoBox', title: 'overlay.loginuserinfo' },
  favorites: { remote: 'account', module: 'FavoritesBox', title: 'overlay.favorites' },
  notifications: { remote: 'account', module: 'NotificationsBox', title: 'overlay.notifications' },
  notificationsdetails: { remote: 'account', module: 'NotificationDetailsBox', title: 'overlay.notificationsdetails' },
  contactlogin: { remote: 'account', module: 'ContactLoginBox', title: 'overlay.contactlogin' },
  contactusmenu: { remote: 'account', module: 'ContactMenuBox', title: 'overlay.contactusmenu' },
  'contactus game': { remote: 'account', module: 'ContactGameBox', title: 'overlay.contactusGame' },
  contactusgamefeedback: { remote: 'account', module: 'GameFeedbackBox', title: 'overlay.contactusgamefeedback' },
  contactusform: { remote: 'account', module: 'ContactFormBox', title: 'overlay.contactusform' },
  contactusother: { remote: 'account', module: 'ContactOtherBox', title: 'overlay.contactusother' },
  share: { remote: 'games', module: 'ShareBox', title: 'overlay.share' },
  search: { remote: 'games', module: 'SearchBox', title: 'overlay.search' },
};
