import { mountHarness } from '@portal/shared/dev/harness';
import manifest from './pages';
import AccountMenu from './components/AccountMenu';
import ContactFormBox from './contact/ContactFormBox';
import ContactGameBox from './contact/ContactGameBox';
import ContactMenuBox from './contact/ContactMenuBox';
import ContactOtherBox from './contact/ContactOtherBox';
import GameFeedbackBox from './contact/GameFeedbackBox';
import ContactLoginBox from './contactlogin/ContactLoginBox';
import FavoritesBox from './lists/FavoritesBox';
import LoginBox from './login/LoginBox';
import NotificationDetailsBox from './notifications/NotificationDetailsBox';
import NotificationsBox from './notifications/NotificationsBox';
import ProfilePage from './pages/ProfilePage';
import UserInfoBox from './userinfo/UserInfoBox';

// The account menu the shell's header shows (an exposed module, not a page) sits above every page, as in the portal.
void mountHarness(
  manifest,
  {
    ProfilePage,
    LoginBox,
    UserInfoBox,
    FavoritesBox,
    NotificationsBox,
    NotificationDetailsBox,
    ContactLoginBox,
    ContactMenuBox,
    ContactGameBox,
    GameFeedbackBox,
    ContactFormBox,
    ContactOtherBox,
  },
  <AccountMenu />,
);
