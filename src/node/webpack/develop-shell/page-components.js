// Stands in for Gatsby's list of page components in the development shell's
// renderer, which renders no page.
export default { components: {} };
