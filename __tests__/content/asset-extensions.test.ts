import { LANGS } from '../../src/data/types';
import { readSource } from '../support/config-examples';
import { sectionLines } from '../support/markdown-source';
import { emptyProjectState, valueAt, type ToolState } from '../support/tool-defaults';

const ASSET_TYPES = ['svg', 'font', 'image', 'media'] as const;
type AssetType = (typeof ASSET_TYPES)[number];

/** The section of the output.dataUriLimit page that lists the extensions of each field. */
const FIELD_TABLE = /^## .*(?:Which files each field covers|\\\{#which-files-each-field-covers\})\s*$/;

/** The extensions in backticks on a line, without the dot: `.woff`, `.ttf` gives woff, ttf. */
const extensionsIn = (text: string) => [...text.matchAll(/`\.([a-z0-9]+)`/g)].map((match) => match[1]!);

/** The table of the section: asset type in the first column, its extensions in the second. */
function claimedByField(source: string): Partial<Record<AssetType, string[]>> {
  const claims: Partial<Record<AssetType, string[]>> = {};
  for (const line of sectionLines(source, FIELD_TABLE, 2)) {
    const [, field, extensions] = line.split('|');
    const type = /^\s*`(\w+)`\s*$/.exec(field ?? '')?.[1] as AssetType | undefined;
    if (type && ASSET_TYPES.includes(type)) claims[type] = extensionsIn(extensions ?? '');
  }
  return claims;
}

/** The extensions named in the first paragraph of an option's section on the output.distPath page. */
function claimedInSection(source: string, option: string): string[] {
  const heading = new RegExp(`^### ${option.replace('.', '\\.')}\\s*$`);
  const paragraph = sectionLines(source, heading, 3).find((line) => line.trim() !== '') ?? '';
  return extensionsIn(paragraph);
}

/**
 * The extensions Rsbuild's rule for an asset type matches, read from the
 * rule's `test` pattern. The rule is the one whose files go to the type's
 * folder of output.distPath.
 */
function ruleExtensions(state: ToolState, type: AssetType): string[] {
  const folder = `${valueAt(state.normalized, `output.distPath.${type}`)}/`;
  const rule = (state.rspack.module.rules as any[]).find((candidate) =>
    (candidate.oneOf ?? []).some((branch: any) => String(branch.generator?.filename ?? '').startsWith(folder)),
  );
  const pattern = /^\/\\\.(?:\(\?:)?([a-z0-9|]+)\)?\$\/i?$/.exec(String(rule?.test));
  if (!pattern) throw new Error(`no asset rule with a plain extension pattern for ${type}: ${String(rule?.test)}`);
  return pattern[1]!.split('|');
}

describe('the extensions the asset options name', () => {
  let state: ToolState;

  beforeAll(async () => {
    state = await emptyProjectState('production');
  }, 120_000);

  describe.each(LANGS)('on the %s output.dataUriLimit page', (lang) => {
    const claims = claimedByField(readSource(`content/${lang}/config/output/data-uri-limit.mdx`));

    it('cover every field', () => {
      expect(Object.keys(claims).sort()).toEqual([...ASSET_TYPES].sort());
    });

    it.each(ASSET_TYPES)('are exactly those Rsbuild treats as %s', (type) => {
      expect([...(claims[type] ?? [])].sort()).toEqual(ruleExtensions(state, type).sort());
    });
  });

  describe.each(LANGS)('on the %s output.distPath page', (lang) => {
    const source = readSource(`content/${lang}/config/output/dist-path.mdx`);

    it('list every font extension, as the page names them all', () => {
      expect(claimedInSection(source, 'distPath.font').sort()).toEqual(ruleExtensions(state, 'font').sort());
    });

    it.each(['image', 'media'] as const)('give examples of %s files that Rsbuild treats as such', (type) => {
      const examples = claimedInSection(source, `distPath.${type}`);
      expect(examples.length).toBeGreaterThan(1);
      expect(ruleExtensions(state, type)).toEqual(expect.arrayContaining(examples));
    });
  });
});

describe('the extension readers', () => {
  it('read the field table and nothing after it', () => {
    const source = ['## Which files each field covers', '| Field | Extensions |', '| --- | --- |', '| `svg` | `.svg` |', '| `font` | `.woff`, `.ttf` |', '## Next', '| `image` | `.png` |'].join('\n');
    expect(claimedByField(source)).toEqual({ svg: ['svg'], font: ['woff', 'ttf'] });
  });

  it('read the first paragraph of an option section', () => {
    const source = ['### distPath.font', '', 'Fonts (`.woff`, `.otf`).', '', '```ts', "font: 'a.ttf'", '```', '### distPath.image', 'Images (`.png`).'].join('\n');
    expect(claimedInSection(source, 'distPath.font')).toEqual(['woff', 'otf']);
  });
});
