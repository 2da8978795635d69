/**
 * Finds the install commands a page shows (package manager tabs, shell
 * blocks and inline code) and checks that each package names a version:
 * a reader copying a bare `@rsbuild/core` would get the current major, not
 * the 0.7 line these docs describe.
 */

export interface InstallCommand {
  file: string;
  line: number;
  text: string;
}

/** Binaries a project already has once it is set up; `npx rsbuild build` installs nothing. */
const LOCAL_BINARIES = new Set(['rsbuild', 'tsc']);

const MANAGER = /^(?:\$\s+)?(npm|yarn|pnpm|bun|npx|bunx)\s+(.*)$/;
const SHELL_LANG = /^(bash|sh|shell|zsh|console)\b/;
const TAB_STRING = /<PackageManagerTabs\s+command="([^"]+)"/;
const TAB_ENTRY = /\b(?:npm|yarn|pnpm|bun):\s*'([^']+)'/g;
const INLINE = /`((?:npm|yarn|pnpm|bun|npx|bunx)\s[^`]+)`/g;

/** Every command that may install something, with the line it is written on. */
export function installCommands(file: string, source: string): InstallCommand[] {
  const commands: InstallCommand[] = [];
  const lines = source.split('\n');
  /** The open code fence, and whether it holds shell commands. */
  let fence: { marker: string; shell: boolean } | null = null;
  let inTabs = false;
  lines.forEach((text, i) => {
    const line = i + 1;
    const fenceMark = /^\s*(`{3,})(.*)$/.exec(text);
    if (fence !== null) {
      if (fenceMark && fenceMark[1]!.startsWith(fence.marker) && fenceMark[2]!.trim() === '') fence = null;
      else if (fence.shell && MANAGER.test(text.trim())) commands.push({ file, line, text: text.trim().replace(/^\$\s+/, '') });
      return;
    }
    if (fenceMark) {
      fence = { marker: fenceMark[1]!, shell: SHELL_LANG.test(fenceMark[2]!) };
      return;
    }
    const tab = TAB_STRING.exec(text);
    if (tab) commands.push({ file, line, text: `npm ${tab[1]}` });
    if (/<PackageManagerTabs\b/.test(text) && !tab) inTabs = true;
    if (inTabs) {
      for (const entry of text.matchAll(TAB_ENTRY)) commands.push({ file, line, text: entry[1]! });
      if (/\/>/.test(text)) inTabs = false;
      return;
    }
    for (const inline of text.matchAll(INLINE)) commands.push({ file, line, text: inline[1]! });
  });
  return commands;
}

/** Splits `@scope/name@1.2` into name and version. */
function parseSpec(spec: string): { name: string; version: string | null } {
  const at = spec.lastIndexOf('@');
  return at > 0 ? { name: spec.slice(0, at), version: spec.slice(at + 1) } : { name: spec, version: null };
}

/** `create rsbuild@0.7` runs the package create-rsbuild@0.7. */
function creatorPackage(spec: string): string {
  const { name, version } = parseSpec(spec);
  const creator = name.startsWith('@') ? `${name.split('/')[0]}/create${name.includes('/') ? `-${name.split('/')[1]}` : ''}` : `create-${name}`;
  return version === null ? creator : `${creator}@${version}`;
}

/** The package specs a command installs or runs from the registry. */
export function installedPackages(text: string): string[] {
  const match = MANAGER.exec(text.trim());
  if (!match) return [];
  const [, manager, rest] = match;
  const args = rest!.split(/\s+/).filter(Boolean);
  const positional = args.filter((arg) => !arg.startsWith('-'));
  if (manager === 'npx' || manager === 'bunx') {
    const first = positional[0];
    return first && !LOCAL_BINARIES.has(parseSpec(first).name) ? [first] : [];
  }
  const [verb, ...specs] = positional;
  if (verb === 'create' || verb === 'init') return specs[0] && !specs[0].includes('/') ? [creatorPackage(specs[0])] : specs.slice(0, 1);
  if (verb === 'dlx' || verb === 'x') return specs.slice(0, 1);
  if (verb === 'add' || verb === 'install' || verb === 'i') return specs;
  return [];
}

const isRsbuildPackage = (name: string) => name.startsWith('@rsbuild/') || name === 'create-rsbuild' || name === 'rsbuild';
const ZERO_SEVEN = /^[~^]?0\.7(\.\d+)?$/;

export interface DocumentedPackage {
  name: string;
  /** The version line install commands pin, such as `0.7` or `18`, or several where the docs cover more than one. */
  line: string | string[];
  why: string;
  unpublishedLine?: string;
}

/** Whether a version written in a command, such as `^0.7.10`, belongs to a line such as `0.7`. */
export const inLine = (version: string, line: string) => {
  const bare = version.replace(/^[~^]/, '');
  return bare === line || bare.startsWith(`${line}.`);
};

/** Packages installed by a command but missing from the list, or pinned to another line than the list's. */
export function unlistedPackages(commands: InstallCommand[], documented: DocumentedPackage[]): string[] {
  return commands.flatMap((command) =>
    installedPackages(command.text).flatMap((spec) => {
      const { name, version } = parseSpec(spec);
      const entry = documented.find((candidate) => candidate.name === name);
      const where = `${command.file}:${command.line}`;
      if (!entry) return [`${where}: ${name} is not in __tests__/support/documented-packages.json`];
      const lines = ([] as string[]).concat(entry.line);
      if (version !== null && !lines.some((line) => inLine(version, line))) return [`${where}: ${name}@${version} is not a documented line (${lines.join(', ')})`];
      return [];
    }),
  );
}

/** What is wrong with each command, as `file:line: message`. */
export function installProblems(commands: InstallCommand[]): string[] {
  return commands.flatMap((command) =>
    installedPackages(command.text).flatMap((spec) => {
      const { name, version } = parseSpec(spec);
      const where = `${command.file}:${command.line}`;
      if (isRsbuildPackage(name)) {
        return version !== null && ZERO_SEVEN.test(version) ? [] : [`${where}: ${name} is not pinned to the 0.7 line (write ${name}@0.7)`];
      }
      if (version === null || version === 'latest') return [`${where}: ${name} names no version`];
      return [];
    }),
  );
}
