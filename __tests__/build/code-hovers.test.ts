import fs from 'node:fs';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { PUBLIC_DIR, fileForPath } from '../support/built-site';
import { exampleKind } from '../../src/node/code-hovers/examples';

/**
 * The type hovers in the built site (src/node/code-hovers/): every compiled
 * example carries them, they print 0.7.10's types, and neither the copies
 * for programs nor the code itself holds their text.
 */

const LANGS = new Set(['ts', 'tsx', 'js', 'jsx']);
/** A page with its `<pre>` elements read as markup. */
const page = (route: string): HTMLElement => parse(fs.readFileSync(fileForPath(route)!, 'utf8'), { blockTextElements: { script: true, style: true } });

const htmlFiles = fs
  .readdirSync(PUBLIC_DIR, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('index.html') && !name.startsWith('page-data'))
  .map((name) => `/${name.split(path.sep).join('/')}`.replace(/index\.html$/, ''));

/** The panel of the first name `name` on a page, as `type` and `docs` and the link. */
function panelOf(route: string, name: string) {
  const hover = page(route)
    .querySelectorAll('.hv')
    .find((element) => element.childNodes[0]?.rawText === name);
  if (!hover) throw new Error(`${route} has no hover on ${name}`);
  const panel = hover.querySelector('.hv-tip')!;
  return {
    describedBy: hover.getAttribute('aria-describedby'),
    id: panel.getAttribute('id'),
    role: panel.getAttribute('role'),
    type: panel.querySelector('.hv-type')!.text,
    docs: panel.querySelector('.hv-doc')?.text,
    note: panel.querySelector('.hv-note')?.text,
    link: panel.querySelector('a')?.getAttribute('href'),
  };
}

describe('type hovers in the built pages', () => {
  it('are on every compiled example, and only there', () => {
    let compiled = 0;
    const missing: string[] = [];
    const stray: string[] = [];
    for (const route of htmlFiles) {
      for (const block of page(route).querySelectorAll('.code-block')) {
        const kind = LANGS.has(block.getAttribute('data-lang') ?? '') ? exampleKind(block.querySelector('.code-title')?.text) : null;
        const hovers = block.querySelectorAll('.hv').length;
        if (kind) compiled += 1;
        if (kind && hovers === 0) missing.push(`${route}: ${block.querySelector('.code-title')?.text}`);
        if (!kind && hovers > 0) stray.push(route);
      }
    }
    expect(compiled).toBeGreaterThan(1000);
    expect(missing).toEqual([]);
    expect(stray).toEqual([]);
  });

  it('print the types of @rsbuild/core 0.7.10 with its JSDoc and link the page of each name', () => {
    expect(panelOf('/config/output/dist-path/', 'js')).toEqual(
      expect.objectContaining({ type: '(property) js?: string | undefined', link: '/config/output/dist-path/#distpathjs', role: 'tooltip' }),
    );
    expect(panelOf('/config/output/dist-path/', 'js').docs).toContain('The output directory of JavaScript files.');
    expect(panelOf('/config/dev/hmr/', 'hmr')).toEqual(
      expect.objectContaining({ type: '(property) DevConfig.hmr?: boolean | undefined', docs: 'Whether to enable Hot Module Replacement.' }),
    );
    // A panel does not link the page it is on.
    expect(panelOf('/config/dev/hmr/', 'hmr').link).toBeUndefined();
    expect(panelOf('/api/javascript-api/core/', 'defineConfig')).toEqual(
      expect.objectContaining({
        type: '(alias) function defineConfig(config: RsbuildConfig): RsbuildConfig (+3 overloads)\nimport defineConfig',
        docs: 'This function helps you to autocomplete configuration types.\nIt accepts a Rsbuild config object, or a function that returns a config.',
        link: '/api/javascript-api/core/#defineconfig',
      }),
    );
    expect(panelOf('/api/javascript-api/core/', 'createRsbuild')).toEqual(
      expect.objectContaining({
        type: '(alias) function createRsbuild(options?: CreateRsbuildOptions): Promise<RsbuildInstance>\nimport createRsbuild',
        link: '/api/javascript-api/core/#creatersbuild',
      }),
    );
    expect(panelOf('/plugins/list/plugin-react/', 'pluginReact').link).toBeUndefined();
    expect(panelOf('/guide/framework/react/', 'pluginReact')).toEqual(
      expect.objectContaining({
        type: '(alias) const pluginReact: ({ enableProfiler, ...options }?: PluginReactOptions) => RsbuildPlugin\nimport pluginReact',
        link: '/plugins/list/plugin-react/',
      }),
    );
  });

  it('name the type a callback parameter is declared with', () => {
    expect(panelOf('/plugins/dev/core/', 'api')).toEqual(
      expect.objectContaining({ type: '(parameter) api: RsbuildPluginAPI', link: '/api/javascript-api/types/#rsbuildpluginapi' }),
    );
  });

  it('tie each name to its panel, and say in Chinese pages that the JSDoc is English', () => {
    const hover = panelOf('/zh/config/dev/hmr/', 'hmr');
    expect(hover.describedBy).toBe(hover.id);
    expect(panelOf('/zh/config/output/dist-path/', 'js').link).toBe('/zh/config/output/dist-path/#distpathjs');
    expect(hover.note).toBe('Rsbuild 类型注释，保留英文原文');
    expect(panelOf('/config/dev/hmr/', 'hmr').note).toBeUndefined();
    const ids = page('/plugins/dev/core/').querySelectorAll('.hv-tip').map((panel) => panel.getAttribute('id'));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('write a JSDoc once a page, in the first panel of its name', () => {
    const panels = page('/config/output/dist-path/')
      .querySelectorAll('.hv')
      .filter((element) => element.childNodes[0]?.rawText === 'distPath')
      .map((element) => element.querySelector('.hv-doc'));
    expect(panels.length).toBeGreaterThan(5);
    expect(panels.filter(Boolean)).toHaveLength(1);
  });

  it('stay out of the Markdown copies and the llms files', () => {
    const files = fs.readdirSync(PUBLIC_DIR, { recursive: true, encoding: 'utf8' }).filter((name) => /\.(md|txt)$/.test(name));
    expect(files.length).toBeGreaterThan(300);
    const marked = files.filter((name) => /hv|\(property\) |\(alias\) /.test(fs.readFileSync(path.join(PUBLIC_DIR, name), 'utf8')));
    expect(marked).toEqual([]);
  });
});
