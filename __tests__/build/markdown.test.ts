import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { site } from '../../src/data/site';
import { LANGS, type Lang } from '../../src/data/types';
import { llmsFullTxtPath, llmsTxtPath, markdownPath } from '../../src/utils/markdown-path';
import { routeForDoc } from '../../src/utils/paths';
import { fileForPath, PUBLIC_DIR } from '../support/built-site';
import { contentFiles } from '../support/config-examples';

/** Every page of both languages: its route, title and the Markdown the build wrote for it (null when missing). */
const pages = contentFiles('content')
  .filter((file) => !file.split('/').includes('shared'))
  .map((file) => {
    const [, lang, ...rest] = file.split('/');
    const route = routeForDoc(rest.join('/').replace(/\.mdx?$/, ''), lang as Lang);
    const mdFile = path.join(PUBLIC_DIR, markdownPath(route));
    const { data, content } = matter(fs.readFileSync(file, 'utf8'));
    return {
      file,
      route,
      lang: lang as Lang,
      docId: rest.join('/').replace(/\.mdx?$/, ''),
      title: String(data.title),
      frontmatter: data,
      body: content,
      markdown: fs.existsSync(mdFile) ? fs.readFileSync(mdFile, 'utf8') : null,
    };
  });

/** Markdown outside code blocks and code spans, where examples may well import, export and comment. */
const prose = (markdown: string) =>
  markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/(`+)[^`\n][\s\S]*?\1/g, '');

/** The site's MDX components and the elements they render to. */
const SITE_COMPONENT = /<\/?(?:Tabs|Tab|PackageManagerTabs|Steps|Badge|Callout|CodeBlock)\b/;

const siteLinks = (text: string) => [...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((match) => match[1]!).filter((url) => url.startsWith(`${site.siteUrl}/`));

/** Why a site URL does not lead to a built file, or null when it does. */
function unresolved(url: string): string | null {
  const { pathname } = new URL(url);
  return fileForPath(pathname) ? null : `${url}: nothing at ${pathname}`;
}

describe('pages as Markdown', () => {
  it('covers every page of both languages', () => {
    expect(pages.length).toBe(378);
    expect(pages.filter((page) => page.markdown === null).map((page) => markdownPath(page.route))).toEqual([]);
  });

  // A build writes a page's Markdown from the parse that rendered its article
  // (src/node/article/render.ts). One page in four, and those that import a
  // partial, are converted again on their own here: parsing all would take 8 s.
  // Node converts them, as the build does, rather than Jest's Babel, which
  // would first have to turn the whole remark family into CommonJS.
  it('says what the page converted on its own says', () => {
    const sample = pages.filter((page, i) => i % 4 === 0 || /^import\s+\w+\s+from\s+'[^']+\.mdx'/m.test(page.body));
    expect(sample.length).toBeGreaterThan(90);
    const sources = sample.map((page) => ({ body: page.body, title: page.title, lang: page.lang, docId: page.docId, frontmatter: page.frontmatter, absolutePath: path.resolve(page.file) }));
    const input = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'page-markdown-')), 'sources.json');
    fs.writeFileSync(input, JSON.stringify(sources));
    const convert = `const { pageMarkdown } = require('./src/node/page-markdown.ts');
      const sources = JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'));
      process.stdout.write(JSON.stringify(sources.map((source) => pageMarkdown(source))));`;
    const alone = JSON.parse(execFileSync(process.execPath, ['--require', './src/node/register-typescript.js', '-e', convert, input], { maxBuffer: 64 << 20 }).toString()) as string[];
    expect(sample.filter((page, i) => alone[i] !== page.markdown).map((page) => page.route)).toEqual([]);
  });

  it('starts each file with the page title as its heading', () => {
    const wrong = pages.filter((page) => page.markdown!.split('\n')[0]!.replace(/\\(.)/g, '$1') !== `# ${page.title}`);
    expect(wrong.map((page) => `${page.route}: ${page.markdown!.split('\n')[0]}`)).toEqual([]);
  });

  it('holds no import, export, JSX of the site’s components or HTML comments outside code', () => {
    const offending = pages.flatMap((page) => {
      const text = prose(page.markdown!);
      return [
        /^import\s/m.test(text) && `${page.route}: import`,
        /^export\s/m.test(text) && `${page.route}: export`,
        SITE_COMPONENT.test(text) && `${page.route}: ${SITE_COMPONENT.exec(text)![0]}`,
        /^:::/m.test(text) && `${page.route}: directive`,
        text.includes('<!--') && `${page.route}: HTML comment`,
      ].filter(Boolean);
    });
    expect(offending).toEqual([]);
  });

  it('links only to pages and files the site has', () => {
    const broken = pages.flatMap((page) => siteLinks(page.markdown!).map(unresolved).filter(Boolean).map((why) => `${page.route}: ${why}`));
    expect(broken).toEqual([]);
  });
});

describe.each(LANGS)('llms.txt (%s)', (lang) => {
  const read = (sitePath: string) => fs.readFileSync(path.join(PUBLIC_DIR, sitePath), 'utf8');
  const llms = read(llmsTxtPath(lang));
  const own = pages.filter((page) => page.lang === lang);

  it('has the llmstxt.org shape', () => {
    expect(llms).toMatch(/^# .+\n\n> .+\n/);
    expect(llms.match(/^## .+$/gm)!.length).toBeGreaterThanOrEqual(5);
    expect(llms.match(/^- \[.+\]\(.+\.md\)/gm)).toHaveLength(own.length);
  });

  it('links every page of the language, each to a built file', () => {
    const links = siteLinks(llms);
    expect(links.map(unresolved).filter(Boolean)).toEqual([]);
    const listed = new Set(links.map((url) => new URL(url).pathname));
    expect(own.map((page) => markdownPath(page.route)).filter((md) => !listed.has(md))).toEqual([]);
  });

  it('has a full version with every page’s Markdown', () => {
    const full = read(llmsFullTxtPath(lang));
    expect(own.filter((page) => !full.includes(page.markdown!.trim())).map((page) => page.route)).toEqual([]);
  });
});
