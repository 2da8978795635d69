/** Jest runs TypeScript through Babel; `npm run typecheck` does the type checking. */
const transform = {
  '^.+\\.[jt]sx?$': [
    'babel-jest',
    {
      presets: [
        ['@babel/preset-env', { targets: { node: 'current' } }],
        ['@babel/preset-react', { runtime: 'automatic' }],
        '@babel/preset-typescript',
      ],
    },
  ],
};

/**
 * The unified / remark / micromark family ships only ES modules; Babel
 * turns them into CommonJS for Jest, as it does the project's own code.
 * Node loads them as they are at build time.
 */
const ESM_PACKAGES = [
  'unified', 'bail', 'trough', 'is-plain-obj', 'vfile', 'vfile-message', 'devlop',
  'unist-util-[\\w-]+', 'mdast-util-[\\w-]+', 'micromark', 'micromark-[\\w-]+', 'remark-[\\w-]+',
  'decode-named-character-reference', 'character-entities[\\w-]*', 'character-reference-invalid',
  'is-alphabetical', 'is-alphanumerical', 'is-decimal', 'is-hexadecimal', 'parse-entities', 'stringify-entities',
  'ccount', 'escape-string-regexp', 'longest-streak', 'markdown-table', 'zwitch', 'estree-util-[\\w-]+',
];
const transformIgnorePatterns = [`/node_modules/(?!(?:${ESM_PACKAGES.join('|')})/)`];

const moduleNameMapper = {
  '/spawn-search-worker$': '<rootDir>/__tests__/support/spawn-search-worker.cjs',
  '\\.module\\.css$': '<rootDir>/__tests__/support/css-module.js',
  '\\.css$': '<rootDir>/__tests__/support/empty.js',
};

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/unit/**/*.test.ts', '<rootDir>/__tests__/content/**/*.test.ts'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
    },
    {
      displayName: 'components',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/__tests__/components/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/support/setup-dom.ts'],
      transform,
      moduleNameMapper,
    },
    {
      // Checks the output of `gatsby build`; `npm test` runs it after building.
      displayName: 'build',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/build/**/*.test.ts'],
      transform,
      moduleNameMapper,
    },
    {
      // Plants mistakes and runs `gatsby build` again, expecting it to fail; `npm test` runs it last.
      displayName: 'build-failures',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/build-failures/**/*.test.ts'],
      transform,
    },
  ],
};
