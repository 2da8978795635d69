export { createSchemaCustomization } from './src/node/schema';
export { sourceNodes } from './src/node/source-nodes';
export { onCreateNode } from './src/node/on-create-node';
export { createPages } from './src/node/create-pages';
export { writeAtomFeeds as onPostBuild } from './src/node/feeds';
export { onCreateDevServer } from './src/node/dev-server';
