import fs from 'node:fs'; import path from 'node:path'; import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
require('../src/node/register-typescript.js');
const { pageMarkdown, bodyMarkdown } = require('../src/node/page-markdown.ts');
const { unified } = await import('unified');
const remarkParse = (await import('remark-parse')).default, remarkMdx = (await import('remark-mdx')).default, remarkGfm = (await import('remark-gfm')).default, remarkDirective = (await import('remark-directive')).default;
const { remarkMarkAndUnravel } = await import('../node_modules/@mdx-js/mdx/lib/plugin/remark-mark-and-unravel.js');
const proc = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).use(remarkMarkAndUnravel).freeze();
const files = fs.readdirSync('content', { recursive: true }).filter(f => f.endsWith('.mdx') && !f.includes('shared/')).map(f => path.resolve('content', f));
let diff = 0;
for (const f of files) {
  const body = fs.readFileSync(f, 'utf8').replace(/^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/, '');
  const src = { body, title: 'x', lang: f.includes('/content/zh/') ? 'zh' : 'en', docId: path.relative(path.resolve('content', f.includes('/content/zh/') ? 'zh' : 'en'), f).replace(/\.mdx$/, ''), absolutePath: f };
  const a = pageMarkdown(src);
  const tree = await proc.run(proc.parse(body));
  const b = `# x\n\n${bodyMarkdown(tree, src)}\n`;
  if (a !== b) { diff++; console.log('DIFF', f); const al=a.split('\n'), bl=b.split('\n'); for (let i=0;i<Math.max(al.length,bl.length);i++) if (al[i]!==bl[i]) { console.log(' -', al[i]); console.log(' +', bl[i]); break; } }
}
console.log(files.length, 'files', diff, 'differ');
