const { createConfig } = require('../rspack.shared.js');

module.exports = createConfig({
  dirname: __dirname,
  name: 'account',
  entry: './src/index.ts',
  port: 3002,
  exposes: {
    './AccountMenu': './src/components/AccountMenu.tsx',
    './LoginBox': './src/login/LoginBox.tsx',
    './UserInfoBox': './src/userinfo/UserInfoBox.tsx',
    './ContactLoginBox': './src/contactlogin/ContactLoginBox.tsx',
    './Session': './src/session/index.ts',
    './ProfilePage': './src/pages/ProfilePage.tsx',
    './FavoritesBox': './src/lists/FavoritesBox.tsx',
    './NotificationsBox': './src/notifications/NotificationsBox.tsx',
    './NotificationDetailsBox': './src/notifications/NotificationDetailsBox.tsx',
    './ContactMenuBox': './src/contact/ContactMenuBox.tsx',
    './ContactGameBox': './src/contact/ContactGameBox.tsx',
    './GameFeedbackBox': './src/contact/GameFeedbackBox.tsx',
    './ContactFormBox': './src/contact/ContactFormBox.tsx',
    './ContactOtherBox': './src/contact/ContactOtherBox.tsx',
  },
});
