// A webpack loader: runs before SWC on the site's own modules. Plain
// CommonJS because webpack requires loaders by path, outside Parcel's
// compilation of gatsby-node.
const GRAPHQL_TAG = /\bgraphql`[^`]*`/g;

module.exports = function stripGraphqlLoader(source) {
  return source.includes('graphql`') ? source.replace(GRAPHQL_TAG, 'null') : source;
};
