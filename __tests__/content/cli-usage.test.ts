import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { contentFiles, readSource } from '../support/config-examples';
import { cliProblems, cliUsages, helpCommands, helpFlags, type CliDefinition } from '../support/cli-usage';

const BIN = path.resolve(__dirname, '../../node_modules/@rsbuild/core/bin/rsbuild.js');
const help = (...args: string[]) => execFileSync(process.execPath, [BIN, ...args, '--help'], { encoding: 'utf8' });

/** The commands and flags of the pinned CLI, as its own help prints them. */
function readCli(): CliDefinition {
  const root = help();
  const commands = helpCommands(root).filter((command) => command !== 'help');
  return {
    root: helpFlags(root),
    commands: { help: [], ...Object.fromEntries(commands.map((command) => [command, helpFlags(help(command))])) },
  };
}

const files = [...contentFiles('content/en'), ...contentFiles('content/zh')];

describe('rsbuild command lines in the docs', () => {
  const cli = readCli();

  it('are checked against the CLI of @rsbuild/core 0.7.10', () => {
    expect(Object.keys(cli.commands)).toEqual(expect.arrayContaining(['dev', 'build', 'preview', 'inspect']));
    expect(cli.root).toEqual(expect.arrayContaining(['-V', '--version']));
    expect(cli.commands.dev).toEqual(expect.arrayContaining(['-c', '--config', '--env-mode', '-o', '--open', '--port', '--host']));
    expect(cli.commands.build).toEqual(expect.arrayContaining(['-w', '--watch']));
  });

  it('use only commands and flags the CLI has', () => {
    const usages = files.flatMap((file) => cliUsages(file, readSource(file)));
    expect(usages.length).toBeGreaterThan(20);
    expect(cliProblems(usages, cli)).toEqual([]);
  });

  it('catch a made-up command, a made-up flag and a flag of another command', () => {
    const source = ['```bash', 'rsbuild serve', 'npx rsbuild dev --watch', 'rsbuild build --port=3000', '```', 'Run `rsbuild -v` or `rsbuild inspect --verbose`.'].join('\n');
    expect(cliProblems(cliUsages('page.mdx', source), cli)).toEqual([
      'page.mdx:2: rsbuild has no command "serve"',
      'page.mdx:3: rsbuild dev has no flag --watch',
      'page.mdx:4: rsbuild build has no flag --port',
      'page.mdx:6: rsbuild has no flag -v',
    ]);
  });
});

describe('the command line reader', () => {
  it('finds invocations in inline code, shell and JSON blocks, not in package names, variables, scripts or log lines', () => {
    const source = [
      'Install `@rsbuild/core` and run `rsbuild dev --port 8080`.',
      '```json',
      '{ "scripts": { "build": "rsbuild build -w" } }',
      '```',
      '```bash',
      'DEBUG=rsbuild npm run dev',
      'DEBUG=express,rsbuild npx rsbuild build',
      '  rsbuild 23:02:45 init plugins',
      'npm create rsbuild@0.7',
      '```',
      '```js',
      'const rsbuild = await createRsbuild();',
      '```',
      'The rsbuild dev command in prose is not code.',
    ].join('\n');
    expect(cliUsages('page.mdx', source)).toEqual([
      { file: 'page.mdx', line: 1, command: 'dev', flags: ['--port'] },
      { file: 'page.mdx', line: 3, command: 'build', flags: ['-w'] },
      { file: 'page.mdx', line: 7, command: 'build', flags: [] },
    ]);
  });

  it('reads flags and commands from help texts', () => {
    const text = 'Usage: rsbuild dev [options]\n\nOptions:\n  -c --config <config>  specify the file, can be a relative or\n                        absolute path\n  -V, --version  print\n';
    expect(helpFlags(text)).toEqual(['-c', '--config', '-V', '--version']);
    expect(helpCommands('Usage\n\nCommands:\n  dev [options]      start\n  help [command]     help\n')).toEqual(['dev', 'help']);
  });
});
