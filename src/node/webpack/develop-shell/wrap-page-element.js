// Stands in for the page shell in the development shell's renderer, which
// renders no page to wrap.
export const wrapPageElement = ({ element }) => element;
