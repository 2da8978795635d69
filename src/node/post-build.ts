import type { BuildArgs } from 'gatsby';
import { writeAtomFeeds } from './feeds';
import { writeMarkdownFiles } from './markdown-files';

/**
 * Files written after the pages, each by its own module. They run one after
 * another: a later step may read what an earlier one wrote to `public/`.
 */
const steps: ((args: BuildArgs) => Promise<void>)[] = [writeAtomFeeds, writeMarkdownFiles];

export async function onPostBuild(args: BuildArgs): Promise<void> {
  for (const step of steps) await step(args);
}
