import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { headersFor, parseHeadersFile } from '../../src/node/static-host/headers-file';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isFile() ?? false;
}

/**
 * Serves `root` as a static host does (a folder's `index.html`, `404.html`
 * for anything missing) with the response headers of its `_headers` file.
 */
export async function startStaticHost(root = 'public'): Promise<{ origin: string; server: Server }> {
  const rootDir = path.resolve(root);
  const rules = parseHeadersFile(await readFile(path.join(rootDir, '_headers'), 'utf8'));
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://host');
    let file = path.join(rootDir, decodeURIComponent(pathname));
    if (pathname.endsWith('/')) file = path.join(file, 'index.html');
    let status = 200;
    if (!file.startsWith(rootDir + path.sep)) file = rootDir;
    if (!(await isFile(file))) {
      if (await isFile(path.join(file, 'index.html'))) {
        response.writeHead(301, { Location: `${pathname}/` }).end();
        return;
      }
      status = 404;
      file = path.join(rootDir, '404.html');
    }
    const headers = Object.fromEntries(headersFor(rules, pathname));
    response.writeHead(status, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', ...headers });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
