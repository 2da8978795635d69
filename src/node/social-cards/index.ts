import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import { sidebars } from '../../data/sidebars';
import { CARD_HEIGHT, CARD_WIDTH } from '../../utils/social-card';
import { cardColors, cardElement, cardTexts, readTokens, type CardNode } from './card';
import { fontPackageVersion, loadFonts, type CardFont } from './fonts';
import { cardInputs, type CardInput, type CardPage } from './inputs';
import { drawInBackground } from './background';

/** Drawn cards, one PNG per cache key. `gatsby clean` empties it with the rest of `.cache/`. */
const CACHE_DIR = path.resolve('.cache/social-cards');
const PUBLIC_DIR = path.resolve('public');

/** Cards drawn at once: satori lays out on the main thread, sharp rasterises and encodes on its own threads. */
const PARALLEL = 2;

export interface CardJob {
  input: CardInput;
  element: CardNode;
  key: string;
}

export interface CardReport {
  drawn: number;
  reused: number;
  seconds: number;
  /** Every page's card, to put into `public/`. */
  jobs: CardJob[];
}

/**
 * The cache key of a card: its whole design as data (title, trail,
 * language, fitted lines, sizes, colours, logo) and the versions of the
 * code that turns it into pixels (satori, sharp, the font).
 */
export function cardKey(element: CardNode, renderer: Record<string, string>): string {
  return createHash('sha256').update(JSON.stringify({ element, renderer })).digest('hex').slice(0, 24);
}

function rendererVersions(): Record<string, string> {
  const version = (name: string) => (require(`${name}/package.json`) as { version: string }).version;
  return { satori: version('satori'), sharp: version('sharp'), font: fontPackageVersion(), size: `${CARD_WIDTH}x${CARD_HEIGHT}` };
}

/** A card as SVG, its text turned into paths by satori with the given fonts. */
export async function cardSvg(element: CardNode, fonts: CardFont[]): Promise<string> {
  const satori = (require('satori') as typeof import('satori')).default;
  return satori(element as unknown as Parameters<typeof satori>[0], { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
}

/** A card as PNG: sharp rasterises the SVG and encodes it on its own threads. */
export async function drawCard(element: CardNode, fonts: CardFont[]): Promise<Buffer> {
  const sharp = require('sharp') as typeof import('sharp');
  return sharp(Buffer.from(await cardSvg(element, fonts))).png().toBuffer();
}

/** The fonts that the texts of these cards need, each weight with only its subsets. */
export function fontsForCards(inputs: readonly CardInput[]): Promise<CardFont[]> {
  return loadFonts({
    700: inputs.map((input) => cardTexts(input).bold).join(''),
    400: inputs.map((input) => cardTexts(input).regular).join(''),
  });
}

/**
 * Draws cards into a folder, each as `<key>.png`, written under another
 * name first so that an interrupted build leaves no half-written card for
 * the next one to reuse.
 */
export async function drawToCache(jobs: readonly CardJob[], dir: string): Promise<void> {
  if (jobs.length === 0) return;
  await mkdir(dir, { recursive: true });
  const fonts = await fontsForCards(jobs.map((job) => job.input));
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const file = path.join(dir, `${job.key}.png`);
      await writeFile(`${file}.part`, await drawCard(job.element, fonts));
      await rename(`${file}.part`, file);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

/** Draws the cards missing from the cache into it (./background.ts). */
export async function renderCards(pages: readonly CardPage[]): Promise<CardReport> {
  const started = performance.now();
  const colors = cardColors(readTokens(await readFile(path.resolve('src/styles/tokens.css'), 'utf8')));
  const logo = `data:image/svg+xml;base64,${(await readFile(path.resolve('static/logo.svg'))).toString('base64')}`;
  const renderer = rendererVersions();
  const jobs = cardInputs(pages, sidebars).map((input) => {
    const element = cardElement(input, logo, colors);
    return { input, element, key: cardKey(element, renderer) };
  });
  const missing = [...new Map(jobs.filter((job) => !existsSync(path.join(CACHE_DIR, `${job.key}.png`))).map((job) => [job.key, job])).values()];
  await drawInBackground(missing, CACHE_DIR);
  return { drawn: missing.length, reused: jobs.length - missing.length, seconds: (performance.now() - started) / 1000, jobs };
}

/** Drops cached cards no page uses any more (and any half-written one), and puts every card into `public/og/`. */
async function saveCards({ jobs }: CardReport): Promise<void> {
  await mkdir(CACHE_DIR, { recursive: true });
  const used = new Set(jobs.map((job) => `${job.key}.png`));
  await Promise.all((await readdir(CACHE_DIR)).filter((name) => !used.has(name)).map((name) => rm(path.join(CACHE_DIR, name))));
  await Promise.all(
    jobs.map(async ({ input, key }) => {
      const target = path.join(PUBLIC_DIR, input.file);
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(path.join(CACHE_DIR, `${key}.png`), target);
    }),
  );
}

let pending: Promise<CardReport> | null = null;

/**
 * Starts drawing as soon as the page records are known (from createPages),
 * so the work overlaps the rest of the build; `writeSocialCards` waits for it.
 */
export function startSocialCards(pages: readonly CardPage[]): void {
  pending = renderCards(pages);
  // The error is reported where the result is awaited.
  pending.catch(() => undefined);
}

interface CardPagesQuery {
  allDocPage: { nodes: CardPage[] };
}

/** Post-build step: puts every page's card at `public/og/<route>.png`. */
export async function writeSocialCards({ graphql, reporter }: BuildArgs): Promise<void> {
  if (!pending) {
    const result = await graphql<CardPagesQuery>(`{ allDocPage { nodes { docId lang routePath pageType title } } }`);
    if (result.errors || !result.data) {
      reporter.panicOnBuild('Social cards: could not query the page records', result.errors);
      return;
    }
    startSocialCards(result.data.allDocPage.nodes);
  }
  const waitStarted = performance.now();
  try {
    const report = await pending!;
    await saveCards(report);
    reporter.info(
      `Social cards: ${report.drawn} drawn, ${report.reused} from cache in ${report.seconds.toFixed(1)} s; the build waited ${((performance.now() - waitStarted) / 1000).toFixed(1)} s for them`,
    );
  } catch (error) {
    reporter.panicOnBuild('Social cards: drawing failed', error as Error);
  } finally {
    pending = null;
  }
}
