import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { codeDigest } from '../../src/node/code-digest';

/** A project tree with the folders the digest reads; `edit` changes one file before it is read. */
function project(edit?: { file: string; text: string }): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'code-digest-'));
  const files: Record<string, string> = {
    'src/node/article/components.tsx': 'export const a = 1;',
    'src/utils/links.ts': 'export const b = 2;',
    'src/data/site.ts': 'export const c = 3;',
    'src/templates/doc.tsx': 'export const d = 4;',
    'package-lock.json': '{}',
  };
  if (edit) files[edit.file] = edit.text;
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('codeDigest', () => {
  const base = codeDigest(project());

  it('is the same for the same code', () => {
    expect(codeDigest(project())).toBe(base);
  });

  it('changes with a module a cached output is made by, however deep, and with the installed packages', () => {
    expect(codeDigest(project({ file: 'src/node/article/components.tsx', text: 'export const a = 2;' }))).not.toBe(base);
    expect(codeDigest(project({ file: 'src/utils/links.ts', text: 'export const b = 3;' }))).not.toBe(base);
    expect(codeDigest(project({ file: 'package-lock.json', text: '{"v":2}' }))).not.toBe(base);
  });

  it('ignores the browser-side templates, which no cached output depends on', () => {
    expect(codeDigest(project({ file: 'src/templates/doc.tsx', text: 'export const d = 5;' }))).toBe(base);
  });
});
