const { createConfig } = require('../rspack.shared.js');

module.exports = createConfig({
  dirname: __dirname,
  name: 'upload',
  entry: './src/index.ts',
  port: 3004,
  exposes: { './UploadPage': './src/pages/UploadPage.tsx' },
});
