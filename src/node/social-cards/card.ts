import { locales } from '../../data/locales';
import { site } from '../../data/site';
import { CARD_HEIGHT, CARD_WIDTH } from '../../utils/social-card';
import { FONT_FAMILY } from './fonts';
import type { CardInput } from './inputs';
import { fitText, type TextBox } from './text-fit';

/** An element as satori reads it: plain data, so a card's whole design can be hashed. */
export interface CardNode {
  type: 'div' | 'img';
  props: {
    style?: Record<string, string | number>;
    children?: (CardNode | string)[] | string;
    src?: string;
    width?: number;
    height?: number;
  };
}

/** The colours a card takes from the site's design tokens. */
export interface CardColors {
  background: string;
  text: string;
  muted: string;
  brand: string;
  brandSoft: string;
  accent: string;
}

/**
 * Reads the light theme's values from `src/styles/tokens.css`: the first
 * `:root` block, with `var(--x)` resolved.
 */
export function readTokens(css: string): Record<string, string> {
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const raw = new Map<string, string>();
  for (const match of root.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) raw.set(match[1]!, match[2]!.trim());
  const resolve = (value: string, depth = 0): string =>
    depth > 8 ? value : value.replace(/var\((--[\w-]+)\)/g, (whole, name: string) => (raw.has(name) ? resolve(raw.get(name)!, depth + 1) : whole));
  return Object.fromEntries([...raw].map(([name, value]) => [name, resolve(value)]));
}

export function cardColors(tokens: Record<string, string>): CardColors {
  const pick = (name: string) => {
    const value = tokens[name];
    if (!value) throw new Error(`src/styles/tokens.css has no ${name}, which the social cards use`);
    return value;
  };
  return {
    background: pick('--c-bg'),
    text: pick('--c-text-1'),
    muted: pick('--c-text-3'),
    brand: pick('--c-brand'),
    brandSoft: pick('--c-brand-soft'),
    accent: pick('--c-accent'),
  };
}

const PAD_X = 80;
const BAR = 12;
const CONTENT_WIDTH = CARD_WIDTH - 2 * PAD_X;
export const TITLE_BOX: TextBox = { width: CONTENT_WIDTH, height: 280, sizes: [88, 80, 72, 64, 56, 48], lineHeight: 1.2 };
const TRAIL_BOX: TextBox = { width: CONTENT_WIDTH, height: 46, sizes: [34, 30, 26], lineHeight: 1.3 };
const FOOTER_BOX: TextBox = { width: CONTENT_WIDTH, height: 36, sizes: [26, 22], lineHeight: 1.3 };

/** The texts a card sets in each weight, which decide the font subsets to load. */
export function cardTexts(input: CardInput): { bold: string; regular: string } {
  return { bold: `${site.title}${input.title}${input.trail.join(' › ')}…`, regular: `${locales[input.lang].label}${site.siteUrl}${input.route}…` };
}

/** The card of one page: site name and logo, language, section trail, title and address. */
export function cardElement(input: CardInput, logoDataUri: string, colors: CardColors): CardNode {
  const title = fitText(input.title, TITLE_BOX);
  const trail = fitText(input.trail.join(' › '), TRAIL_BOX);
  const address = fitText(`${site.siteUrl.replace(/^https?:\/\//, '')}${input.route}`, FOOTER_BOX);
  const line = (text: string, style: Record<string, string | number>): CardNode => ({
    type: 'div',
    props: { style: { display: 'flex', whiteSpace: 'pre', ...style }, children: text },
  });
  return {
    type: 'div',
    props: {
      style: {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        backgroundColor: colors.background,
        fontFamily: FONT_FAMILY,
        color: colors.text,
      },
      children: [
        { type: 'div', props: { style: { display: 'flex', height: BAR, backgroundImage: `linear-gradient(90deg, ${colors.brand}, ${colors.accent})` } } },
        {
          type: 'div',
          props: {
            style: { display: 'flex', flexDirection: 'column', flexGrow: 1, padding: `56px ${PAD_X}px 52px` },
            children: [
              {
                type: 'div',
                props: {
                  style: { display: 'flex', alignItems: 'center', height: 72 },
                  children: [
                    // A transform, even one that moves nothing, makes satori clip the logo to its box rather than
                    // mask it, and librsvg draws a mask on a surface the size of the card: a third of a card's time.
                    { type: 'img', props: { src: logoDataUri, width: 64, height: 64, style: { transform: 'translateX(0px)' } } },
                    line(site.title, { marginLeft: 20, fontSize: 44, fontWeight: 700 }),
                    line(locales[input.lang].label, {
                      marginLeft: 'auto',
                      fontSize: 26,
                      fontWeight: 400,
                      color: colors.brand,
                      backgroundColor: colors.brandSoft,
                      borderRadius: 999,
                      padding: '8px 24px',
                    }),
                  ],
                },
              },
              {
                type: 'div',
                props: {
                  style: { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1 },
                  children: [
                    ...trail.lines.map((text) =>
                      line(text, { fontSize: trail.fontSize, lineHeight: TRAIL_BOX.lineHeight, fontWeight: 700, color: colors.brand, marginBottom: 16 }),
                    ),
                    ...title.lines.map((text) => line(text, { fontSize: title.fontSize, lineHeight: TITLE_BOX.lineHeight, fontWeight: 700 })),
                  ],
                },
              },
              ...address.lines.map((text) => line(text, { fontSize: address.fontSize, lineHeight: FOOTER_BOX.lineHeight, color: colors.muted })),
            ],
          },
        },
      ],
    },
  };
}
