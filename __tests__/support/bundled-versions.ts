import fs from 'node:fs';
import path from 'node:path';
import { sourceLines } from './markdown-source';

const ROOT = path.resolve(__dirname, '../..');

function versionOf(packageJson: string): string {
  return JSON.parse(fs.readFileSync(packageJson, 'utf8')).version;
}

/** The installed version of a package as the named package resolves it. */
function resolvedFrom(from: string, name: string): string {
  const base = path.dirname(require.resolve(`${from}/package.json`, { paths: [ROOT] }));
  return versionOf(require.resolve(`${name}/package.json`, { paths: [base] }));
}

/** The same, for a package whose `exports` hide its package.json: resolved from its main file's folder. */
function resolvedFromEntry(from: string, name: string): string {
  return versionOf(require.resolve(`${name}/package.json`, { paths: [path.dirname(require.resolve(from, { paths: [ROOT] }))] }));
}

/** A copy that a package ships in its `compiled/` folder. */
const compiledIn = (owner: string, name: string) => versionOf(path.join(ROOT, 'node_modules', owner, 'compiled', name, 'package.json'));

/**
 * The tools that the pinned packages bring along, each with the version
 * installed here: docs that name one of them with a version must name this
 * one (or a prefix of it, such as `css-loader 7`).
 */
export const BUNDLED: Record<string, () => string> = {
  Rspack: () => resolvedFrom('@rsbuild/core', '@rspack/core'),
  '@rspack/core': () => resolvedFrom('@rsbuild/core', '@rspack/core'),
  'css-loader': () => compiledIn('@rsbuild/core', 'css-loader'),
  'style-loader': () => compiledIn('@rsbuild/core', 'style-loader'),
  'postcss-loader': () => compiledIn('@rsbuild/core', 'postcss-loader'),
  'postcss-load-config': () => compiledIn('@rsbuild/core', 'postcss-load-config'),
  'connect-history-api-fallback': () => compiledIn('@rsbuild/core', 'connect-history-api-fallback'),
  autoprefixer: () => compiledIn('@rsbuild/shared', 'autoprefixer'),
  chokidar: () => compiledIn('@rsbuild/shared', 'chokidar'),
  'http-proxy-middleware': () => compiledIn('@rsbuild/shared', 'http-proxy-middleware'),
  'rspack-chain': () => compiledIn('@rsbuild/shared', 'rspack-chain'),
  'webpack-bundle-analyzer': () => compiledIn('@rsbuild/shared', 'webpack-bundle-analyzer'),
  'html-rspack-plugin': () => resolvedFrom('@rsbuild/core', 'html-webpack-plugin'),
  'core-js': () => resolvedFrom('@rsbuild/core', 'core-js'),
  '@module-federation/runtime-tools': () => resolvedFrom('@rspack/core', '@module-federation/runtime-tools'),
  'less-loader': () => compiledIn('@rsbuild/plugin-less', 'less-loader'),
  Less: () => compiledIn('@rsbuild/plugin-less', 'less'),
  'sass-loader': () => compiledIn('@rsbuild/plugin-sass', 'sass-loader'),
  'resolve-url-loader': () => compiledIn('@rsbuild/plugin-sass', 'resolve-url-loader'),
  'yaml-loader': () => compiledIn('@rsbuild/plugin-yaml', 'yaml-loader'),
  'css-minimizer-webpack-plugin': () => resolvedFromEntry('@rsbuild/plugin-css-minimizer', 'css-minimizer-webpack-plugin'),
  cssnano: () => {
    const plugin = require.resolve('css-minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('@rsbuild/plugin-css-minimizer', { paths: [ROOT] }))] });
    return versionOf(require.resolve('cssnano/package.json', { paths: [path.dirname(plugin)] }));
  },
  'crypto-browserify': () => resolvedFromEntry('@rsbuild/plugin-node-polyfill', 'crypto-browserify'),
  'stream-browserify': () => resolvedFromEntry('@rsbuild/plugin-node-polyfill', 'stream-browserify'),
  'path-browserify': () => resolvedFromEntry('@rsbuild/plugin-node-polyfill', 'path-browserify'),
};

export interface VersionClaim {
  file: string;
  line: number;
  tool: string;
  version: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const TOOL = new RegExp(
  `(?<![\\w@/.-])(${Object.keys(BUNDLED).map(escape).join('|')})(?: package| 包)?(?: \\(|（| )(?:v|version |第 ?)?(\\d+(?:\\.\\d+){0,2})(?!\\w|\\.\\d)`,
  'g',
);

/** The tool versions a page's prose names, links and code spans unwrapped. */
export function versionClaims(file: string, source: string): VersionClaim[] {
  return sourceLines(source)
    .filter(({ block }) => block === null)
    .flatMap(({ line, text }) => {
      const plain = text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '');
      return [...plain.matchAll(TOOL)].map((match) => ({ file, line, tool: match[1]!, version: match[2]! }));
    });
}

/** Claims whose version is not the installed one or a prefix of it. */
export function wrongVersions(claims: VersionClaim[], installed: (tool: string) => string): string[] {
  return claims
    .filter(({ tool, version }) => {
      const actual = installed(tool);
      return actual !== version && !actual.startsWith(`${version}.`);
    })
    .map(({ file, line, tool, version }) => `${file}:${line}: ${tool} ${version}, installed ${installed(tool)}`);
}
