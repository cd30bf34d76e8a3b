const { createConfig } = require('../rspack.shared.js');

module.exports = createConfig({
  dirname: __dirname,
  name: 'account',
  entry: './src/index.ts',
  port: 3002,
  exposes: {
    './AccountMenu': './src/components/AccountMenu.tsx',
    './ProfilePage': './src/pages/ProfilePage.tsx',
  },
});
