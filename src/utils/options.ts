/** The heading a sub-option is documented under: its path without the section, e.g. `distPath.root`. */
export function subOptionHeading(name: string): string {
  return name.split('.').slice(1).join('.');
}

/** Versions of the 0.1 line are where every early option began; only later ones are worth a note. */
export function isNotableSince(since: string | null | undefined): since is string {
  return Boolean(since) && !since!.startsWith('0.1.');
}
