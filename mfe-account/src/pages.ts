import type { RemotePages } from '@portal/shared/contract/remote-routes';

/**
 * Every module this remote exposes, declared once: its page, its overlay boxes, and the menu and session API the
 * shell uses. The build derives the manifest and the federation's exposes from it (tooling/pages/); the file is read
 * as data, so it imports types only.
 */
export default {
  namespace: 'account',
  pages: [
    {
      path: '/account',
      seoKey: 'home',
      module: 'ProfilePage',
      source: './pages/ProfilePage.tsx',
      layout: 'client',
      noindex: true,
    },
  ],
  overlays: {
    login: { module: 'LoginBox', title: 'overlay.login', source: './login/LoginBox.tsx' },
    loginuserinfo: { module: 'UserInfoBox', title: 'overlay.loginuserinfo', source: './userinfo/UserInfoBox.tsx' },
    favorites: { module: 'FavoritesBox', title: 'overlay.favorites', source: './lists/FavoritesBox.tsx' },
    notifications: {
      module: 'NotificationsBox',
      title: 'overlay.notifications',
      source: './notifications/NotificationsBox.tsx',
    },
    notificationsdetails: {
      module: 'NotificationDetailsBox',
      title: 'overlay.notificationsdetails',
      source: './notifications/NotificationDetailsBox.tsx',
    },
    contactlogin: {
      module: 'ContactLoginBox',
      title: 'overlay.contactlogin',
      source: './contactlogin/ContactLoginBox.tsx',
    },
    contactusmenu: { module: 'ContactMenuBox', title: 'overlay.contactusmenu', source: './contact/ContactMenuBox.tsx' },
    'contactus game': {
      module: 'ContactGameBox',
      title: 'overlay.contactusGame',
      source: './contact/ContactGameBox.tsx',
    },
    contactusgamefeedback: {
      module: 'GameFeedbackBox',
      title: 'overlay.contactusgamefeedback',
      source: './contact/GameFeedbackBox.tsx',
    },
    contactusform: { module: 'ContactFormBox', title: 'overlay.contactusform', source: './contact/ContactFormBox.tsx' },
    contactusother: {
      module: 'ContactOtherBox',
      title: 'overlay.contactusother',
      source: './contact/ContactOtherBox.tsx',
    },
  },
  modules: {
    AccountMenu: './components/AccountMenu.tsx',
    HeaderBell: './components/HeaderBell.tsx',
    Session: './session/index.ts',
  },
} satisfies RemotePages;
