import { mountHarness } from '@portal/shared/dev/harness';
import AccountMenu from './components/AccountMenu';
import ProfilePage from './pages/ProfilePage';
import LoginBox from './login/LoginBox';
import UserInfoBox from './userinfo/UserInfoBox';
import FavoritesBox from './lists/FavoritesBox';
import NotificationsBox from './notifications/NotificationsBox';
import NotificationDetailsBox from './notifications/NotificationDetailsBox';
import ContactLoginBox from './contactlogin/ContactLoginBox';
import ContactMenuBox from './contact/ContactMenuBox';
import ContactGameBox from './contact/ContactGameBox';
import GameFeedbackBox from './contact/GameFeedbackBox';
import ContactFormBox from './contact/ContactFormBox';
import ContactOtherBox from './contact/ContactOtherBox';

void mountHarness(
  [
    {
      index: true,
      element: (
        <>
          <AccountMenu />
          <ProfilePage />
        </>
      ),
    },
    { path: 'account', element: <ProfilePage /> },
  ],
  // Every overlay box the account remote owns (the shell's table: shell/src/overlays/boxes.ts).
  {
    login: LoginBox,
    loginuserinfo: UserInfoBox,
    favorites: FavoritesBox,
    notifications: NotificationsBox,
    notificationsdetails: NotificationDetailsBox,
    contactlogin: ContactLoginBox,
    contactusmenu: ContactMenuBox,
    'contactus game': ContactGameBox,
    contactusgamefeedback: GameFeedbackBox,
    contactusform: ContactFormBox,
    contactusother: ContactOtherBox,
  },
);
