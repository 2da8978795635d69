import { LANGS } from '../../src/data/types';
import { readSource } from '../support/config-examples';
import { sectionLines } from '../support/markdown-source';
import { runToolScript } from '../support/tool-script';

/** The pages whose "Where it applies" section lists the stylesheets PostCSS runs on. */
const PAGES = ['config/tools/postcss', 'config/tools/autoprefixer'];

const SECTION = /^## .*(?:Where it applies|\\\{#where-it-applies\})\s*$/;

/** The stylesheet extensions the section names, e.g. `.scss`, in the order they first appear. */
function claimedExtensions(source: string): string[] {
  const found = sectionLines(source, SECTION, 2).flatMap((line) => [...line.matchAll(/`(\.(?:css|less|scss|sass|styl|stylus))`/g)].map((match) => match[1]!));
  return [...new Set(found)];
}

describe('the stylesheet types the PostCSS pages say PostCSS runs on', () => {
  let actual: Record<string, boolean>;

  beforeAll(async () => {
    actual = await runToolScript<Record<string, boolean>>('postcss-rules.cjs', [], '__POSTCSS_RULES__');
  }, 120_000);

  it('are every type whose rule has postcss-loader, with the official Less and Sass plugins', () => {
    const expected = Object.keys(actual).filter((extension) => actual[extension]).sort();
    expect(expected).toContain('.css');
    for (const page of PAGES) {
      for (const lang of LANGS) {
        expect({ page: `${lang}/${page}`, extensions: claimedExtensions(readSource(`content/${lang}/${page}.mdx`)).sort() }).toEqual({ page: `${lang}/${page}`, extensions: expected });
      }
    }
  });
});

describe('the extension reader', () => {
  it('reads the extensions of the section only', () => {
    const source = ['## Other', '- `.styl`', '## Where it applies', '- To `.css` files, and to `.less` and `.css` files.', '## Pitfalls', '- `.sass`'].join('\n');
    expect(claimedExtensions(source)).toEqual(['.css', '.less']);
  });
});
