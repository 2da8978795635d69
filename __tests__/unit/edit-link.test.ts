import fs from 'node:fs';
import path from 'node:path';
import { site } from '../../src/data/site';
import { editUrl, editUrlPrefix } from '../../src/utils/edit-link';

const fork = { docsRepository: 'https://github.com/someone/rsbuild-docs-fork', docsBranch: 'next', contentDir: 'content' };

describe('edit links', () => {
  it('open the page’s file in the docs repository, on its branch, under the content folder', () => {
    expect(editUrl(fork, 'zh', 'config/server/port.mdx')).toBe('https://github.com/someone/rsbuild-docs-fork/edit/next/content/zh/config/server/port.mdx');
    expect(editUrl({ ...fork, docsRepository: `${fork.docsRepository}/`, contentDir: './docs/' }, 'en', 'index.mdx')).toBe(
      'https://github.com/someone/rsbuild-docs-fork/edit/next/docs/en/index.mdx',
    );
  });

  it('point at this repository, whose content folder holds the pages', () => {
    expect(editUrlPrefix(site)).toBe(`${site.docsRepository}/edit/${site.docsBranch}/`);
    expect(site.docsRepository).not.toMatch(/\/$/);
    const url = editUrl(site, 'en', 'guide/start/quick-start.mdx');
    const file = url.slice(editUrlPrefix(site).length);
    expect(file).toBe(`${site.contentDir}/en/guide/start/quick-start.mdx`);
    expect(fs.existsSync(path.resolve(__dirname, '../..', file))).toBe(true);
  });
});
