declare module 'github-slugger' {
  /** github-slugger 1.x, the version gatsby-remark-autolink-headers uses. */
  export default class GithubSlugger {
    slug(value: string, maintainCase?: boolean): string;
    reset(): void;
  }
}
