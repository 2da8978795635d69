// Gatsby's entry point; the APIs are TypeScript, in src/node/gatsby-node.ts.
require('./src/node/register-typescript');

module.exports = require('./src/node/gatsby-node.ts');
