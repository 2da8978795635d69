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

const moduleNameMapper = {
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
  ],
};
