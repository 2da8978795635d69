import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
/** Code that runs in the browser: page templates, components and what they import. */
const BROWSER_DIRS = ['src/browser', 'src/components', 'src/hooks', 'src/search', 'src/templates', 'src/utils', 'src/data'];
const BROWSER_FILES = ['gatsby-browser.tsx', 'gatsby-ssr.tsx'];
const IMPORT = /(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.join(dir, name));
}

describe('browser code', () => {
  const files = [...BROWSER_DIRS.flatMap(sourceFiles), ...BROWSER_FILES];

  it('never imports a build-time module', () => {
    const offending = files.flatMap((file) =>
      [...fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(IMPORT)]
        .map((match) => match[1]!)
        .filter((specifier) => specifier.startsWith('.') && path.join(path.dirname(file), specifier).split(path.sep).slice(0, 2).join('/') === 'src/node')
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(files.length).toBeGreaterThan(30);
    expect(offending).toEqual([]);
  });
});
