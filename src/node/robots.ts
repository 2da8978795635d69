import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { site } from '../data/site';
import { SITEMAP_INDEX_PATH } from './sitemap';

/** `robots.txt`: every crawler may read every page, and the sitemap index is named by its absolute URL. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}${SITEMAP_INDEX_PATH}`, ''].join('\n');
}

export async function writeRobotsTxt(): Promise<void> {
  await writeFile(path.join('public', 'robots.txt'), robotsTxt(site.siteUrl));
}
