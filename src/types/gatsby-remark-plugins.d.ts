/** gatsby-remark plugins ship no types; gatsby-plugin-mdx calls each as a function of Gatsby's helpers and its options. */
declare module 'gatsby-remark-autolink-headers' {
  const plugin: (...args: unknown[]) => unknown;
  export default plugin;
}

declare module 'gatsby-remark-prismjs' {
  const plugin: (...args: unknown[]) => unknown;
  export default plugin;
}
