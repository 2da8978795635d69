import type { BuildArgs } from 'gatsby';
import { writeAtomFeeds } from './feeds';
import { writeMarkdownFiles } from './markdown-files';
import { writeRobotsTxt } from './robots';
import { writeSocialCards } from './social-cards';
import { writeHeadersFile } from './static-host/write-headers';

/**
 * Files written after the pages, each by its own module. They run one after
 * another: a later step may read what an earlier one wrote to `public/`.
 */
const steps: ((args: BuildArgs) => Promise<void>)[] = [
  writeAtomFeeds,
  writeRobotsTxt,
  writeMarkdownFiles,
  writeSocialCards,
  // Last: it hashes the inline scripts of the pages as written.
  writeHeadersFile,
];

export async function onPostBuild(args: BuildArgs): Promise<void> {
  for (const step of steps) await step(args);
}
