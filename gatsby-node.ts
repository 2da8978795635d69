export { createSchemaCustomization } from './src/node/schema';
export { sourceNodes } from './src/node/source-nodes';
export { onCreateNode } from './src/node/on-create-node';
export { createPages } from './src/node/create-pages';
export { onPostBuild } from './src/node/post-build';
export { onCreateDevServer } from './src/node/dev-server';
export { onCreateWebpackConfig } from './src/node/webpack/swc';
export { onPreBootstrap } from './src/node/code-hovers/bootstrap';
