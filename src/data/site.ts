import type { SiteData } from './types';

export const site: SiteData = {
  title: 'Rsbuild',
  description: 'The Rspack powered build tool',
  siteUrl: 'https://rsbuild.dev',
  lang: 'en',
  base: '/',
  cleanUrls: true,
  ssg: true,
  logo: '/logo.svg',
  logoText: 'Rsbuild',
  multiVersion: { default: '', versions: [] },
  repository: 'https://github.com/web-infra-dev/rsbuild',
  // This site's own sources: "Edit this page" opens <docsRepository>/edit/<docsBranch>/<contentDir>/<lang>/<file>.
  docsRepository: 'https://github.com/web-infra-dev/rsbuild-docs',
  docsBranch: 'main',
  contentDir: 'content',
  copyrightYear: 2024,
  hideNavbar: 'auto',
  search: { mode: 'local', remoteUrl: '/api/search' },
};
