import matter from 'gray-matter';
import { LANGS, type Lang } from '../../src/data/types';
import { readMarkdown } from '../../src/node/markdown-text';
import type { SubOption } from '../../src/node/page-record';
import { contentFiles, readSource } from './config-examples';

/** An option as its page documents it: the page record's own shape. */
export type DocumentedOption = SubOption;

export interface OptionPage extends DocumentedOption {
  file: string;
  lang: Lang;
  /** Path under `content/<lang>/`, the same for both languages. */
  relative: string;
  subOptions: DocumentedOption[];
  headings: string[];
}

const text = (value: unknown) => (value === undefined || value === null ? undefined : String(value));

function documented(entry: Record<string, unknown>, name: string): DocumentedOption {
  return {
    name,
    type: String(entry.type),
    default: String(entry.default),
    productionDefault: text(entry.productionDefault),
    unset: entry.unset === true,
    since: text(entry.since),
  };
}

/** Every page of the Config section that documents an option, in both languages. */
export function optionPages(): OptionPage[] {
  return LANGS.flatMap((lang) =>
    contentFiles(`content/${lang}/config`).flatMap((file) => {
      const { data, content } = matter(readSource(file));
      if (!data.option) return [];
      return [
        {
          ...documented(data, String(data.option)),
          file,
          lang,
          relative: file.slice(`content/${lang}/`.length),
          subOptions: ((data.subOptions ?? []) as Record<string, unknown>[]).map((entry) => documented(entry, String(entry.name))),
          headings: readMarkdown(content).toc.map((entry) => entry.text),
        },
      ];
    }),
  );
}

/** Headings of the Config overview, where options without a page of their own are documented. */
export function overviewHeadings(lang: Lang): string[] {
  return readMarkdown(matter(readSource(`content/${lang}/config/index.mdx`)).content).toc.map((entry) => entry.text);
}
