export { createSchemaCustomization } from './schema';
export { sourceNodes } from './source-nodes';
export { onCreateNode } from './on-create-node';
export { createPages } from './create-pages';
export { onPostBuild } from './post-build';
export { onCreateDevServer } from './dev-server';
export { onCreateWebpackConfig } from './webpack/swc';
export { onPreBootstrap } from './code-hovers/bootstrap';
