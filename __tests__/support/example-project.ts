import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');
const FENCE = /^(\s*)(`{3,})\S*.*?\btitle=(["'])([^"']+)\3/;
/** Titles that name a file of the project rather than a shell session or an excerpt. */
const PROJECT_FILE = /^(?:rsbuild\.config\.(?:ts|mts|js|mjs)|tsconfig\.json|(?:src|public)\/[\w./-]+)$/;

/**
 * The example project a page walks through: the first code block titled
 * with each project file (`rsbuild.config.ts`, `src/App.vue`…). Later blocks
 * with the same title show variations and are left out.
 */
export function exampleProjectFiles(source: string): Record<string, string> {
  const files: Record<string, string> = {};
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const open = FENCE.exec(lines[i]!);
    if (!open) continue;
    const fence = open[2]!;
    const end = lines.findIndex((line, j) => j > i && line.trim() === fence);
    const title = open[4]!;
    if (PROJECT_FILE.test(title) && !(title in files)) files[title] = lines.slice(i + 1, end === -1 ? undefined : end).join('\n');
    i = end === -1 ? lines.length : end;
  }
  return files;
}

export interface ProjectBuild {
  ok: boolean;
  output: string;
  files: string[];
}

/**
 * Writes the files into a new folder that uses this repository's installed
 * packages and runs `rsbuild build` there with the pinned CLI.
 */
export async function buildExampleProject(files: Record<string, string>): Promise<ProjectBuild> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-example-'));
  try {
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
    for (const [name, contents] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), `${contents}\n`);
    }
    const bin = path.join(ROOT, 'node_modules/@rsbuild/core/bin/rsbuild.js');
    try {
      const { stdout, stderr } = await run(process.execPath, [bin, 'build'], { cwd: dir, env: { ...process.env, NODE_ENV: 'production' } });
      const dist = path.join(dir, 'dist');
      const built = fs.existsSync(dist) ? fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }).map((name) => name.split(path.sep).join('/')) : [];
      return { ok: true, output: stdout + stderr, files: built };
    } catch (error) {
      const failure = error as { stdout?: string; stderr?: string };
      return { ok: false, output: `${failure.stdout ?? ''}${failure.stderr ?? ''}`, files: [] };
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
