// Gatsby's entry point; the configuration is TypeScript, in src/node/gatsby-config.ts.
require('./src/node/register-typescript');

module.exports = require('./src/node/gatsby-config.ts').default;
