// What a bundled asset's import gives a component: its URL (the build content-hashes the real one).
module.exports = '/_shell/assets/icons.sprite.svg';
