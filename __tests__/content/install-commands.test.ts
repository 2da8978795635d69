import { contentFiles, readSource } from '../support/config-examples';
import documented from '../support/documented-packages.json';
import { installProblems, installCommands, unlistedPackages } from '../support/install-commands';

const files = [...contentFiles('content/en'), ...contentFiles('content/zh')];

describe('install commands in the docs', () => {
  it('are found in the pages', () => {
    const commands = files.flatMap((file) => installCommands(file, readSource(file)));
    expect(commands.some((command) => command.text.includes('@rsbuild/core@0.7'))).toBe(true);
  });

  it('pin the 0.7 line for Rsbuild packages and a version for every other package', () => {
    const problems = files.flatMap((file) => installProblems(installCommands(file, readSource(file))));
    expect(problems).toEqual([]);
  });

  it('install only packages from the documented list, at its version line', () => {
    const commands = files.flatMap((file) => installCommands(file, readSource(file)));
    expect(unlistedPackages(commands, documented.packages)).toEqual([]);
  });
});

describe('the documented package list', () => {
  it('names each package once, with a line and a reason', () => {
    const names = documented.packages.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of documented.packages) {
      for (const line of ([] as string[]).concat(entry.line)) expect(line).toMatch(/^\d+(\.\d+){0,2}$/);
      expect(entry.why.length).toBeGreaterThan(10);
    }
  });

  it('catches an unlisted or misspelt package and another line', () => {
    const commands = [
      { file: 'page.mdx', line: 3, text: 'npm add @rsbuild/plugin-rect@0.7 react@17 -D' },
      { file: 'page.mdx', line: 4, text: 'npm add react-dom@18.3.1' },
    ];
    expect(unlistedPackages(commands, documented.packages)).toEqual([
      'page.mdx:3: @rsbuild/plugin-rect is not in __tests__/support/documented-packages.json',
      'page.mdx:3: react@17 is not a documented line (18)',
    ]);
  });
});

describe('the install command checker', () => {
  const check = (source: string) => installProblems(installCommands('page.mdx', source));

  it('reads package manager tabs, in string and object form, and shell blocks', () => {
    const source = [
      '<PackageManagerTabs command="add @rsbuild/plugin-less -D" />',
      '<PackageManagerTabs',
      '  command={{',
      "    npm: 'npm create rsbuild@latest',",
      "    yarn: 'yarn create rsbuild',",
      '  }}',
      '/>',
      '```bash',
      'npm install',
      'npm add -D react@18 lodash',
      'npx create-rsbuild',
      '```',
    ].join('\n');
    expect(check(source)).toEqual([
      'page.mdx:1: @rsbuild/plugin-less is not pinned to the 0.7 line (write @rsbuild/plugin-less@0.7)',
      'page.mdx:4: create-rsbuild is not pinned to the 0.7 line (write create-rsbuild@0.7)',
      'page.mdx:5: create-rsbuild is not pinned to the 0.7 line (write create-rsbuild@0.7)',
      'page.mdx:10: lodash names no version',
      'page.mdx:11: create-rsbuild is not pinned to the 0.7 line (write create-rsbuild@0.7)',
    ]);
  });

  it('accepts pinned commands', () => {
    const source = [
      '<PackageManagerTabs command="add @rsbuild/core@0.7 @rsbuild/plugin-react@0.7.10 react@^18 -D" />',
      "<PackageManagerTabs command={{ npm: 'npm create rsbuild@0.7', yarn: 'yarn dlx create-rsbuild@0.7' }} />",
      '<PackageManagerTabs command="add @rsbuild/plugin-basic-ssl@0.7 -D" />',
      '```bash',
      'npm install',
      'pnpm add -D @scope/name@~2.1.0',
      '```',
    ].join('\n');
    expect(check(source)).toEqual([]);
  });

  it('holds every Rsbuild package to the 0.7 line', () => {
    expect(check('<PackageManagerTabs command="add @rsbuild/plugin-basic-ssl@1.1 -D" />')).toEqual([
      'page.mdx:1: @rsbuild/plugin-basic-ssl is not pinned to the 0.7 line (write @rsbuild/plugin-basic-ssl@0.7)',
    ]);
  });
});
