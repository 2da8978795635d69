import type { SiteData } from '../data/types';

/** The site values an edit link is made of. */
export type EditLinkSite = Pick<SiteData, 'docsRepository' | 'docsBranch' | 'contentDir'>;

/** What every edit link starts with: `<repository>/edit/<branch>/`. */
export function editUrlPrefix(source: EditLinkSite): string {
  return `${source.docsRepository.replace(/\/+$/, '')}/edit/${source.docsBranch}/`;
}

/** Where a page's source file is edited: `<repository>/edit/<branch>/<contentDir>/<lang>/<relativePath>`. */
export function editUrl(source: EditLinkSite, lang: string, relativePath: string): string {
  const folder = source.contentDir.replace(/^\.?\/+|\/+$/g, '');
  return `${editUrlPrefix(source)}${folder}/${lang}/${relativePath}`;
}
