// Server builds ignore stylesheets (rspack.server.js): the markup is the same, the browser build brings the CSS.
module.exports = () => 'export {};';
