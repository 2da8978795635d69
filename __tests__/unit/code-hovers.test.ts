import path from 'node:path';
import { parse } from 'node-html-parser';
import { contentBlocks, hoverKind } from '../../src/node/code-hovers/scan';
import { checkedModuleOf } from '../../src/node/code-hovers/examples';
import { readHoverLinks } from '../../src/node/code-hovers/links';
import { withHovers } from '../../src/node/code-hovers/markup';
import type { Hover } from '../../src/node/code-hovers/block';
import { HoverService } from '../../src/node/code-hovers/service';

const ROOT = path.resolve(__dirname, '../..');
/** Parses `<pre>` as markup, not as raw text. */
const parseHtml = (html: string) => parse(html, { blockTextElements: {} });
const text = { link: 'Documentation', docsNote: '', href: (p: string) => p };

describe('which blocks carry hovers', () => {
  it('are the compiled ts, tsx, js and jsx examples', () => {
    expect(hoverKind('ts', 'rsbuild.config.ts')).toBe('config');
    expect(hoverKind('js', 'rsbuild.config.mjs')).toBe('config');
    expect(hoverKind('ts', 'scripts/build.ts')).toBe('script');
    expect(hoverKind('ts', 'src/App.tsx')).toBeNull();
    expect(hoverKind('bash', 'rsbuild.config.ts')).toBeNull();
    expect(hoverKind('ts', undefined)).toBeNull();
  });

  it('are found in the content as remark reads them', () => {
    const blocks = contentBlocks(path.join(ROOT, 'content/en'));
    expect(blocks.length).toBeGreaterThan(300);
    expect(blocks.every((block) => !block.code.startsWith('```'))).toBe(true);
  });

  it('keep their offsets in the checked module', () => {
    const code = "import x from 'y';\nexport default {\n  output: {},\n};";
    const module = checkedModuleOf(code, 'config');
    const at = code.indexOf('output');
    expect(module.text.slice(module.toModule(at), module.toModule(at) + 6)).toBe('output');
    expect(module.toCode(module.toModule(at))).toBe(at);
    expect(module.toCode(module.text.indexOf('RsbuildConfig'))).toBeNull();
    expect(module.toCode(1)).toBe(1);
  });
});

describe('the hover markup', () => {
  const hover: Hover = { start: 6, end: 12, type: '(property) output?: OutputConfig | undefined', docs: 'Options for <build> outputs.', link: '/config/output/' };

  it('wraps the name with its panel and leaves the code text as it was', () => {
    const html = '<pre class="language-ts"><code class="language-ts">a &amp; <span class="token property">output</span>: 1</code></pre>';
    let n = 0;
    const out = withHovers(html, [{ ...hover, start: 4, end: 10 }], text, () => `h-${(n += 1)}`);
    const root = parseHtml(out);
    const name = root.querySelector('.hv')!;
    expect(name.getAttribute('aria-describedby')).toBe('h-1');
    expect(name.getAttribute('tabindex')).toBe('-1');
    const panel = root.querySelector('#h-1')!;
    expect(panel.getAttribute('role')).toBe('tooltip');
    expect(panel.querySelector('.hv-type')!.text).toBe(hover.type);
    expect(panel.querySelector('.hv-doc')!.text).toBe('Options for <build> outputs.');
    expect(panel.querySelector('a')!.getAttribute('href')).toBe('/config/output/');
    root.querySelectorAll('.hv-tip').forEach((node) => node.remove());
    expect(root.querySelector('code')!.text).toBe('a & output: 1');
  });

  it('leaves a name that Prism split, and markup without hovers', () => {
    const html = '<pre><code>x out<b>put</b></code></pre>';
    expect(withHovers(html, [{ ...hover, start: 2, end: 8 }], text, () => 'h')).toBe(html);
    expect(withHovers(html, [], text, () => 'h')).toBe(html);
  });

  it('notes the language of the JSDoc where asked', () => {
    const out = withHovers('<pre><code>output</code></pre>', [{ ...hover, start: 0, end: 6 }], { ...text, docsNote: 'note' }, () => 'h');
    expect(parseHtml(out).querySelector('.hv-note')!.text).toBe('note');
  });
});

describe('the hover service', () => {
  const service = new HoverService(ROOT, readHoverLinks(path.join(ROOT, 'content/en')));
  const named = (code: string, hovers: Hover[]) => Object.fromEntries(hovers.map((h) => [code.slice(h.start, h.end), h]));

  it('gives config keys, Rsbuild functions and callback parameters their 0.7.10 type, JSDoc and page', () => {
    const config = [
      "import { defineConfig } from '@rsbuild/core';",
      "import { pluginReact } from '@rsbuild/plugin-react';",
      'import path from "node:path";',
      '',
      'export default defineConfig({',
      '  plugins: [pluginReact()],',
      "  output: { distPath: { js: path.join('a', 'b') } },",
      '  dev: { hmr: false },',
      '});',
    ].join('\n');
    const script = [
      "import { createRsbuild, type RsbuildPlugin } from '@rsbuild/core';",
      '',
      'const plugin: RsbuildPlugin = {',
      "  name: 'x',",
      '  setup(api) {',
      '    api.onBeforeBuild(() => {});',
      '  },',
      '};',
      'const rsbuild = await createRsbuild({ rsbuildConfig: { plugins: [plugin] } });',
    ].join('\n');
    service.add([{ code: config, kind: 'config' }, { code: script, kind: 'script' }]);
    const c = named(config, service.hovers({ code: config, kind: 'config' }));
    expect(Object.keys(c)).toEqual(expect.arrayContaining(['defineConfig', 'pluginReact', 'plugins', 'output', 'distPath', 'js', 'dev', 'hmr']));
    expect(Object.keys(c)).not.toContain('path');
    expect(c.js).toEqual(expect.objectContaining({ type: '(property) js?: string | undefined', link: '/config/output/dist-path/#distpathjs' }));
    expect(c.js!.docs).toMatch(/JavaScript/);
    expect(c.hmr!.type).toBe('(property) DevConfig.hmr?: boolean | undefined');
    expect(c.hmr!.link).toBe('/config/dev/hmr/');
    expect(c.pluginReact!.link).toBe('/plugins/list/plugin-react/');
    const s = named(script, service.hovers({ code: script, kind: 'script' }));
    expect(Object.keys(s)).toEqual(expect.arrayContaining(['createRsbuild', 'RsbuildPlugin', 'api', 'onBeforeBuild', 'rsbuildConfig']));
    expect(Object.keys(s)).not.toContain('rsbuild');
    expect(s.api!.type).toBe('(parameter) api: RsbuildPluginAPI');
    expect(s.createRsbuild!.link).toBe('/api/javascript-api/core/#creatersbuild');
  });
});
