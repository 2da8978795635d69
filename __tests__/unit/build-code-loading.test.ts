import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/** Runs a script in a plain Node process at the project root, as Gatsby's own processes are. */
function node(script: string): string {
  return execFileSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8' });
}

/**
 * Runs `source` from a file in `dir`, in a plain Node process at the project root, and returns what it wrote to
 * the file named by `RESULT`. A file, not the console: Gatsby's reporter takes over the console of a process that
 * loads it.
 */
function runScript<T>(dir: string, name: string, source: string): T {
  const script = path.join(dir, name);
  const result = path.join(dir, 'result.json');
  fs.rmSync(result, { force: true });
  fs.writeFileSync(script, `const RESULT = ${JSON.stringify(result)};\n${source}`);
  execFileSync(process.execPath, [script], { cwd: ROOT, stdio: 'ignore', timeout: 60_000 });
  return JSON.parse(fs.readFileSync(result, 'utf8')) as T;
}

/** A package as Gatsby resolves it. */
const gatsbyDependency = (name: string) => require.resolve(name, { paths: [path.dirname(require.resolve('gatsby/package.json'))] });

describe('the build code, loaded from its TypeScript source', () => {
  it('gives Gatsby the configuration and every gatsby-node API from the entry files', () => {
    const out = JSON.parse(
      node(`
        const config = require('./gatsby-config.js');
        const api = require('./gatsby-node.js');
        console.log(JSON.stringify({ plugins: config.plugins.map((p) => p.resolve), api: Object.keys(api).sort() }));
      `),
    ) as { plugins: string[]; api: string[] };
    expect(out.plugins).toEqual(['gatsby-source-filesystem', 'gatsby-plugin-mdx', 'gatsby-plugin-feed', 'gatsby-plugin-sitemap']);
    expect(out.api).toEqual([
      'createPages', 'createSchemaCustomization', 'onCreateDevServer', 'onCreateNode', 'onCreateWebpackConfig',
      'onPostBuild', 'onPreBootstrap', 'sourceNodes',
    ]);
  });

  it('names the TypeScript file and line in a stack trace', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-loader-'));
    const file = path.join(dir, 'throws.ts');
    fs.writeFileSync(file, `type Unused = { a: string };\n\nexport function fail(): never {\n  throw new Error('from TypeScript');\n}\n`);
    const stack = node(`
      require('./src/node/register-typescript.js');
      try { require(${JSON.stringify(file)}).fail(); } catch (error) { console.log(error.stack); }
    `);
    expect(stack).toContain('from TypeScript');
    expect(stack).toContain(`${file}:4:`);
  });

  it('keeps import() native, which an ES module with top-level await needs', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-loader-'));
    fs.writeFileSync(path.join(dir, 'only-esm.mjs'), `export const kind = await Promise.resolve('esm');\n`);
    const file = path.join(dir, 'imports.ts');
    fs.writeFileSync(file, `export async function kind(): Promise<string> {\n  return (await import('./only-esm.mjs')).kind;\n}\n`);
    expect(node(`require('./src/node/register-typescript.js'); require(${JSON.stringify(file)}).kind().then(console.log);`).trim()).toBe('esm');
  });

  it('compiles a module once across processes, and again when its source changes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-loader-'));
    const file = path.join(dir, 'value.ts');
    const run = () =>
      JSON.parse(
        node(`
          require('./src/node/register-typescript.js');
          const value = require(${JSON.stringify(file)}).value;
          console.log(JSON.stringify({ value, swc: Object.keys(require.cache).some((f) => f.includes('/@swc/core/')) }));
        `),
      ) as { value: string; swc: boolean };
    const unique = `${process.pid}-${Date.now()}`;
    fs.writeFileSync(file, `export const value: string = 'first ${unique}';\n`);
    expect(run()).toEqual({ value: `first ${unique}`, swc: true });
    expect(run()).toEqual({ value: `first ${unique}`, swc: false });
    fs.writeFileSync(file, `export const value: string = 'second ${unique}';\n`);
    expect(run()).toEqual({ value: `second ${unique}`, swc: true });
  });
});

describe('Gatsby with JavaScript entry files', () => {
  it('starts no Parcel worker and loads no Parcel: there is no TypeScript gatsby-* file for it to compile', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'gatsby-files-'));
    fs.writeFileSync(path.join(site, 'gatsby-config.js'), 'module.exports = {};\n');
    fs.writeFileSync(path.join(site, 'gatsby-node.js'), 'module.exports = {};\n');
    // A file, not `node -e`: a worker forked from an -e script would run it again.
    const script = path.join(site, 'compile.js');
    fs.writeFileSync(
      script,
      `const childProcess = require('node:child_process');
      let forks = 0;
      const fork = childProcess.fork;
      childProcess.fork = (...args) => { forks += 1; return fork(...args); };
      require(${JSON.stringify(require.resolve('gatsby/dist/utils/parcel/compile-gatsby-files'))})
        .compileGatsbyFiles(${JSON.stringify(site)})
        .then(() => {
          const parcel = Object.keys(require.cache).filter((file) => file.includes('/@parcel/core/'));
          const compiled = require('node:fs').readdirSync(${JSON.stringify(path.join(site, '.cache/compiled'))});
          console.log(JSON.stringify({ forks, parcel: parcel.length, compiled }));
          process.exit(0);
        });`,
    );
    const out = execFileSync(process.execPath, [script], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(JSON.parse(out)).toEqual({ forks: 0, parcel: 0, compiled: [] });
  });
});

describe("Gatsby's query extraction across starts", () => {
  /**
   * Runs Gatsby's file parser over the files of `site` in a process of its
   * own, `components` registered as page components, counting the files
   * Babel parses.
   */
  function extract(site: string, files: string[], components: string[] = files): { parsed: string[]; queries: string[] } {
    return runScript(
      site,
      'extract.js',
      `const { store } = require(${JSON.stringify(require.resolve('gatsby/dist/redux'))});
      store.getState().program = { directory: ${JSON.stringify(site)} };
      for (const componentPath of ${JSON.stringify(components.map((file) => path.join(site, file)))}) store.getState().components.set(componentPath, { componentPath });
      const parse = require(${JSON.stringify(require.resolve('gatsby/dist/utils/babel-parse-to-ast'))});
      const parsed = [];
      const babelParseToAst = parse.babelParseToAst;
      parse.babelParseToAst = (text, file) => { parsed.push(require('node:path').basename(file)); return babelParseToAst(text, file); };
      const FileParser = require(${JSON.stringify(require.resolve('gatsby/dist/query/file-parser'))}).default;
      const files = ${JSON.stringify(files.map((file) => path.join(site, file)))};
      new FileParser().parseFiles(files, (error) => { throw error; }).then((documents) => {
        const result = { parsed: parsed.sort(), queries: documents.map((doc) => doc.text) };
        require('node:fs').writeFileSync(RESULT, JSON.stringify(result));
        process.exit(0);
      });`,
    );
  }

  it('parses a file without a query once, and a file with one at every start', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'query-extraction-'));
    fs.mkdirSync(path.join(site, 'src'));
    fs.writeFileSync(path.join(site, 'src/plain.ts'), `export const config = { title: 'no query here' };\n`);
    fs.writeFileSync(
      path.join(site, 'src/page.tsx'),
      "import { graphql } from 'gatsby';\nexport const Head = () => null;\nexport const query = graphql`query Page { site { id } }`;\n",
    );
    const first = extract(site, ['src/plain.ts', 'src/page.tsx']);
    expect(first.parsed).toEqual(['page.tsx', 'plain.ts']);
    expect(first.queries).toEqual(['query Page{site{id}}']);
    // Only what the file without a query exports is kept.
    expect(Object.values(JSON.parse(fs.readFileSync(path.join(site, '.cache/query-extraction.json'), 'utf8')))).toEqual([{ serverData: false, config: true, Head: false }]);

    const second = extract(site, ['src/plain.ts', 'src/page.tsx']);
    expect(second.parsed).toEqual(['page.tsx']);
    expect(second.queries).toEqual(first.queries);

    // A changed file is parsed again.
    fs.writeFileSync(path.join(site, 'src/plain.ts'), `export const config = { title: 'changed' };\n`);
    expect(extract(site, ['src/plain.ts', 'src/page.tsx']).parsed).toEqual(['page.tsx', 'plain.ts']);
  });

  it('parses a module that is not a page component only if it may hold a query', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'query-extraction-'));
    fs.mkdirSync(path.join(site, 'src'));
    // Words that let a file through Gatsby's own check, in a build-time module.
    fs.writeFileSync(path.join(site, 'src/build-step.ts'), `export const config = { Head: 'not a page', Slices: [] };\n`);
    fs.writeFileSync(
      path.join(site, 'src/footer.tsx'),
      "import { graphql, useStaticQuery } from 'gatsby';\nexport const useFooter = () => useStaticQuery(graphql`query Footer { site { id } }`);\n",
    );
    fs.writeFileSync(path.join(site, 'src/template.tsx'), 'export function Head() { return null; }\n');
    const { parsed, queries } = extract(site, ['src/build-step.ts', 'src/footer.tsx', 'src/template.tsx'], ['src/template.tsx']);
    expect(parsed).toEqual(['footer.tsx', 'template.tsx']);
    expect(queries).toEqual(['query Footer{site{id}}']);
  });
});

describe("Gatsby's type generation across starts", () => {
  /** Runs Gatsby's type generation for `sdl` in a process of its own; says whether the code generator ran. */
  function generate(site: string, sdl: string): { generated: boolean; types: string } {
    return runScript(
      site,
      'typegen.js',
      `const { buildSchema } = require(${JSON.stringify(gatsbyDependency('graphql'))});
      const { graphQLTypegen } = require(${JSON.stringify(require.resolve('gatsby/dist/services/graphql-typegen'))});
      const state = {
        schema: buildSchema(${JSON.stringify(sdl)}),
        definitions: new Map(),
        config: { graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', documentSearchPaths: ['./gatsby-node.ts'] } },
      };
      const activity = { start() {}, end() {}, panicOnBuild(error) { throw error; } };
      graphQLTypegen({ program: { directory: ${JSON.stringify(site)} }, store: { getState: () => state }, reporter: { activityTimer: () => activity } }).then(() => {
        const generated = Object.keys(require.cache).some((file) => file.includes('/@graphql-codegen/typescript/'));
        const types = require('node:fs').readFileSync(${JSON.stringify(path.join(site, 'src/gatsby-types.d.ts'))}, 'utf8');
        require('node:fs').writeFileSync(RESULT, JSON.stringify({ generated, types }));
        process.exit(0);
      });`,
    );
  }

  it('generates the types again only when the schema, the files searched for queries or the types file changed', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'typegen-'));
    const first = generate(site, 'type Query { title: String }');
    expect(first.generated).toBe(true);
    expect(first.types).toContain('title');

    expect(generate(site, 'type Query { title: String }')).toEqual({ generated: false, types: first.types });

    const changed = generate(site, 'type Query { title: String, summary: String }');
    expect(changed.generated).toBe(true);
    expect(changed.types).toContain('summary');

    fs.writeFileSync(path.join(site, 'gatsby-node.ts'), "import { graphql } from 'gatsby';\n");
    expect(generate(site, 'type Query { title: String, summary: String }').generated).toBe(true);

    fs.writeFileSync(path.join(site, 'src/gatsby-types.d.ts'), 'edited by hand');
    expect(generate(site, 'type Query { title: String, summary: String }')).toEqual({ generated: true, types: changed.types });
  });
});

describe("Gatsby's functions middleware", () => {
  /** Asks a function 200 times through the patched middleware, as the development server (`prepareFn`) or `gatsby serve` mounts it. */
  function serve(develop: boolean): { last: string; copies: number; evaluations: number; lines: number } {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'functions-middleware-'));
    const fn = path.join(dir, 'hello.js');
    fs.writeFileSync(fn, 'globalThis.evaluations = (globalThis.evaluations ?? 0) + 1;\nmodule.exports = (req, res) => res.json({ hello: req.query.name });\n');
    return runScript(
      dir,
      'serve.js',
      `const http = require('node:http');
      const express = require(${JSON.stringify(gatsbyDependency('express'))});
      const reporterModule = require(${JSON.stringify(require.resolve('gatsby-cli/lib/reporter'))});
      const reporter = reporterModule.__esModule ? reporterModule.default : reporterModule;
      let lines = 0;
      for (const level of ['log', 'info', 'success']) reporter[level] = () => { lines += 1; };
      const middlewarePath = ${JSON.stringify(require.resolve('gatsby/dist/internal-plugins/functions/middleware'))};
      const { functionMiddlewares } = require(middlewarePath);
      const functions = [{ functionRoute: 'hello', absoluteCompiledFilePath: ${JSON.stringify(fn)}, originalAbsoluteFilePath: ${JSON.stringify(fn)} }];
      const app = express();
      app.use('/api/*', ...functionMiddlewares({ getFunctions: () => functions, ...(${develop} && { prepareFn: async () => {} }) }));
      const server = app.listen(0, async () => {
        const ask = (name) => new Promise((resolve) => http.get({ port: server.address().port, path: '/api/hello?name=' + name }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk)).on('end', () => resolve(body));
        }));
        const answers = [];
        for (let i = 0; i < 200; i += 1) answers.push(await ask('n' + i));
        const copies = require.cache[middlewarePath].children.filter((child) => child.filename === ${JSON.stringify(fn)}).length;
        require('node:fs').writeFileSync(RESULT, JSON.stringify({ last: answers.at(-1), copies, evaluations: globalThis.evaluations, lines }));
        process.exit(0);
      });`,
    );
  }

  it('in the development server, requires a function afresh for every request and keeps no copy past the next one', () => {
    // An edit shows at once; the copies before it go, and the line each request printed, which the terminal logger
    // kept and drew again, is verbose.
    expect(serve(true)).toEqual({ last: '{"hello":"n199"}', copies: 1, evaluations: 200, lines: 0 });
  });

  it('in gatsby serve, requires a function once', () => {
    expect(serve(false)).toEqual({ last: '{"hello":"n199"}', copies: 1, evaluations: 1, lines: 0 });
  });
});
