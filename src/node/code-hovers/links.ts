import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { subOptionHeading } from '../../utils/options';
import { readMarkdown } from '../markdown-text';

/**
 * The pages of this site that document a name of the code examples: config
 * keys map to their option page (a sub-option to its section), Rsbuild's
 * exports, instance methods, plugin hooks and types to the API section
 * that has them as a heading, a plugin package to its page. Links are site
 * paths without the language prefix, read from the English pages.
 */
export interface HoverLinks {
  /** The page of a config key path such as `['output', 'distPath', 'js']`. */
  option(keys: readonly string[]): string | undefined;
  /** The section documenting an exported or member name of `@rsbuild/core`. */
  api(name: string): string | undefined;
  /** The page of a plugin package, or the section of one of its options. */
  plugin(pkg: string, option?: string): string | undefined;
  /** Changes whenever a link would. */
  digest: string;
}

const API_DIRS = ['api/javascript-api', 'plugins/dev'];
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function routeOf(relative: string): string {
  const route = relative.replace(/\.mdx?$/, '').replace(/(?:^|\/)index$/, '');
  return `/${route}${route ? '/' : ''}`;
}

export function readHoverLinks(contentDir: string): HoverLinks {
  const options = new Map<string, string>();
  const api = new Map<string, string>();
  const plugins = new Map<string, { route: string; ids: Set<string> }>();
  const files = fs
    .readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.mdx?$/.test(name) && !name.startsWith('shared'))
    .map((name) => name.split(path.sep).join('/'))
    .sort();
  for (const file of files) {
    const { data, content } = matter(fs.readFileSync(path.join(contentDir, file), 'utf8'));
    const route = routeOf(file);
    const { toc } = readMarkdown(content);
    if (typeof data.option === 'string') {
      options.set(data.option, route);
      for (const sub of (data.subOptions ?? []) as { name: string }[]) {
        const heading = toc.find((entry) => entry.text === subOptionHeading(sub.name));
        options.set(sub.name, heading ? `${route}#${heading.id}` : route);
      }
    }
    if (API_DIRS.some((dir) => file.startsWith(`${dir}/`))) {
      for (const entry of toc) if (entry.depth === 3 && IDENTIFIER.test(entry.text) && !api.has(entry.text)) api.set(entry.text, `${route}#${entry.id}`);
    }
    const plugin = /^plugins\/list\/(plugin-[\w-]+)\.mdx?$/.exec(file);
    if (plugin) plugins.set(`@rsbuild/${plugin[1]}`, { route, ids: new Set(toc.map((entry) => entry.id)) });
  }
  const digest = createHash('md5')
    .update(JSON.stringify([...options, ...api, ...[...plugins].map(([pkg, page]) => [pkg, page.route, [...page.ids]])]))
    .digest('hex')
    .slice(0, 8);
  return {
    digest,
    option(keys) {
      // `environments.<name>.output` is the option `output` of one environment.
      const path = keys[0] === 'environments' && keys.length > 2 ? keys.slice(2) : keys;
      for (let length = path.length; length > 0; length -= 1) {
        const route = options.get(path.slice(0, length).join('.'));
        if (route) return route;
      }
      return undefined;
    },
    api: (name) => api.get(name),
    plugin(pkg, option) {
      const page = plugins.get(pkg);
      if (!page) return undefined;
      const id = option?.toLowerCase();
      return id && page.ids.has(id) ? `${page.route}#${id}` : page.route;
    },
  };
}
