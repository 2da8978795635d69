import fs from 'node:fs';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';

export const PUBLIC_DIR = path.resolve(__dirname, '../../public');

export interface BuiltPage {
  /** Site path, e.g. `/guide/start/` or `/404.html`. */
  path: string;
  file: string;
  root: HTMLElement;
}

/** The files of every HTML page of the built site, relative to public/. */
export function builtPageNames(): string[] {
  if (!fs.existsSync(PUBLIC_DIR)) throw new Error('public/ is missing: run `npm run build` first');
  return fs
    .readdirSync(PUBLIC_DIR, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html') && !/^(~partytown|page-data|_gatsby)/.test(name))
    .filter((name) => fs.statSync(path.join(PUBLIC_DIR, name)).isFile())
    .sort();
}

/** Every HTML page of the built site. */
export function builtPages(): BuiltPage[] {
  return builtPageNames().map((name) => {
    const file = path.join(PUBLIC_DIR, name);
    const rel = `/${name.split(path.sep).join('/')}`;
    return { path: rel.replace(/index\.html$/, ''), file, root: parse(fs.readFileSync(file, 'utf8')) };
  });
}

/** The file a site path is served from, or null when there is none. */
export function fileForPath(sitePath: string): string | null {
  const decoded = decodeURIComponent(sitePath);
  const candidate = decoded.endsWith('/') ? path.join(PUBLIC_DIR, decoded, 'index.html') : path.join(PUBLIC_DIR, decoded);
  return fs.existsSync(candidate) && fs.statSync(candidate).isFile() ? candidate : null;
}

/** Element ids of a page, the targets of `#anchor` links. */
export function idsOf(root: HTMLElement): Set<string> {
  return new Set(root.querySelectorAll('[id]').map((element) => element.getAttribute('id')!));
}
