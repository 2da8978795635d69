export interface Versions {
  /** Every version the site holds, e.g. `['v1', 'v2']`. */
  versions: readonly string[];
  /** The version served without a prefix. */
  default: string;
}

/** The version of a path: its first segment when that names a version, else the default. */
export function versionFromPath(pathname: string, { versions, default: fallback }: Versions): string {
  const first = pathname.split('/')[1] ?? '';
  return versions.includes(first) && first !== fallback ? first : fallback;
}

/**
 * The same page in another version: `/v1/zh/guide/` → `/zh/guide/` when v2 is
 * the default. Versions come before the language prefix.
 */
export function switchVersionPath(pathname: string, to: string, config: Versions): string {
  const from = versionFromPath(pathname, config);
  const rest = from === config.default ? pathname : pathname.slice(from.length + 1) || '/';
  return to === config.default ? rest : `/${to}${rest}`;
}
