import type { SidebarKey, SidebarSourceItem } from './types';

/**
 * Sidebars by section. Items are doc ids: paths under `content/<lang>/`
 * without extension, so both languages share one structure. A link without
 * its own text shows the title of its page.
 */
export const sidebars: Partial<Record<SidebarKey, SidebarSourceItem[]>> = {
  guide: [
    {
      group: { en: 'Getting Started', zh: '开始' },
      items: [
        'guide/start/index',
        'guide/start/quick-start',
        'guide/start/features',
        'guide/start/glossary',
        'guide/start/npm-packages',
      ],
    },
    {
      group: { en: 'Framework', zh: '框架' },
      items: [
        'guide/framework/react',
        'guide/framework/vue3',
        'guide/framework/vue2',
        'guide/framework/preact',
        'guide/framework/svelte',
        'guide/framework/solid',
      ],
    },
    {
      group: { en: 'Basic', zh: '基础' },
      items: [
        'guide/basic/cli',
        'guide/basic/configure-rsbuild',
        'guide/basic/configure-rspack',
        'guide/basic/server',
        'guide/basic/typescript',
        'guide/basic/css-usage',
        'guide/basic/css-modules',
        'guide/basic/tailwindcss',
        'guide/basic/unocss',
        'guide/basic/html-template',
        'guide/basic/static-assets',
        'guide/basic/json-files',
        'guide/basic/wasm-assets',
        'guide/basic/output-files',
        'guide/basic/static-deploy',
        'guide/basic/upgrade-rsbuild',
      ],
    },
    {
      group: { en: 'Advanced', zh: '进阶' },
      items: [
        'guide/advanced/alias',
        'guide/advanced/env-vars',
        'guide/advanced/hmr',
        'guide/advanced/browserslist',
        'guide/advanced/browser-compatibility',
        'guide/advanced/environments',
        'guide/advanced/module-federation',
        'guide/advanced/rem',
      ],
    },
    {
      group: { en: 'Optimization', zh: '优化' },
      items: [
        'guide/optimization/build-performance',
        'guide/optimization/split-chunk',
        'guide/optimization/optimize-bundle',
        'guide/optimization/inline-assets',
      ],
    },
    {
      group: { en: 'Migration', zh: '迁移' },
      items: [
        'guide/migration/webpack',
        'guide/migration/cra',
        'guide/migration/vue-cli',
        'guide/migration/vite',
        'guide/migration/modern-builder',
      ],
    },
    {
      group: { en: 'Debug', zh: '调试' },
      items: [
        'guide/debug/debug-mode',
        'guide/debug/build-profiling',
        'guide/debug/rsdoctor',
      ],
    },
    {
      group: { en: 'FAQ', zh: '常见问题' },
      items: [
        'guide/faq/general',
        'guide/faq/features',
        'guide/faq/exceptions',
        'guide/faq/hmr',
      ],
    },
  ],
  config: [
    'config/index',
    'config/plugins',
    'config/environments',
    {
      group: { en: 'dev', zh: 'dev' },
      items: [
        'config/dev/asset-prefix',
        'config/dev/client',
        'config/dev/hmr',
        'config/dev/lazy-compilation',
        'config/dev/live-reload',
        'config/dev/progress-bar',
        'config/dev/setup-middlewares',
        'config/dev/watch-files',
        'config/dev/write-to-disk',
      ],
    },
    {
      group: { en: 'source', zh: 'source' },
      items: [
        'config/source/alias-strategy',
        'config/source/alias',
        'config/source/decorators',
        'config/source/define',
        'config/source/entry',
        'config/source/exclude',
        'config/source/include',
        'config/source/pre-entry',
        'config/source/transform-import',
        'config/source/tsconfig-path',
      ],
    },
    {
      group: { en: 'output', zh: 'output' },
      items: [
        'config/output/asset-prefix',
        'config/output/charset',
        'config/output/clean-dist-path',
        'config/output/copy',
        'config/output/css-modules',
        'config/output/data-uri-limit',
        'config/output/dist-path',
        'config/output/emit-assets',
        'config/output/externals',
        'config/output/filename-hash',
        'config/output/filename',
        'config/output/inject-styles',
        'config/output/inline-scripts',
        'config/output/inline-styles',
        'config/output/legal-comments',
        'config/output/manifest',
        'config/output/minify',
        'config/output/override-browserslist',
        'config/output/polyfill',
        'config/output/source-map',
        'config/output/target',
      ],
    },
    {
      group: { en: 'html', zh: 'html' },
      items: [
        'config/html/app-icon',
        'config/html/crossorigin',
        'config/html/favicon',
        'config/html/inject',
        'config/html/meta',
        'config/html/mount-id',
        'config/html/output-structure',
        'config/html/script-loading',
        'config/html/tags',
        'config/html/template-parameters',
        'config/html/template',
        'config/html/title',
      ],
    },
    {
      group: { en: 'server', zh: 'server' },
      items: [
        'config/server/compress',
        'config/server/headers',
        'config/server/history-api-fallback',
        'config/server/host',
        'config/server/html-fallback',
        'config/server/https',
        'config/server/open',
        'config/server/port',
        'config/server/print-urls',
        'config/server/proxy',
        'config/server/public-dir',
        'config/server/strict-port',
      ],
    },
    {
      group: { en: 'security', zh: 'security' },
      items: [
        'config/security/nonce',
        'config/security/sri',
      ],
    },
    {
      group: { en: 'tools', zh: 'tools' },
      items: [
        'config/tools/autoprefixer',
        'config/tools/bundler-chain',
        'config/tools/css-extract',
        'config/tools/css-loader',
        'config/tools/html-plugin',
        'config/tools/postcss',
        'config/tools/rspack',
        'config/tools/style-loader',
        'config/tools/swc',
      ],
    },
    {
      group: { en: 'performance', zh: 'performance' },
      items: [
        'config/performance/bundle-analyze',
        'config/performance/chunk-split',
        'config/performance/dns-prefetch',
        'config/performance/preconnect',
        'config/performance/prefetch',
        'config/performance/preload',
        'config/performance/print-file-size',
        'config/performance/profile',
        'config/performance/remove-console',
        'config/performance/remove-moment-locale',
      ],
    },
    {
      group: { en: 'moduleFederation', zh: 'moduleFederation' },
      items: [
        'config/module-federation/options',
      ],
    },
  ],
  plugins: [
    'plugins/list/index',
    {
      group: { en: 'Frameworks', zh: '框架' },
      items: [
        'plugins/list/plugin-react',
        'plugins/list/plugin-vue',
        'plugins/list/plugin-vue2',
        'plugins/list/plugin-vue-jsx',
        'plugins/list/plugin-vue2-jsx',
        'plugins/list/plugin-preact',
        'plugins/list/plugin-svelte',
        'plugins/list/plugin-solid',
      ],
    },
    {
      group: { en: 'Styles', zh: '样式' },
      items: [
        'plugins/list/plugin-less',
        'plugins/list/plugin-sass',
        'plugins/list/plugin-stylus',
        'plugins/list/plugin-lightningcss',
        'plugins/list/plugin-styled-components',
        'plugins/list/plugin-typed-css-modules',
      ],
    },
    {
      group: { en: 'Assets', zh: '资源' },
      items: [
        'plugins/list/plugin-svgr',
        'plugins/list/plugin-image-compress',
        'plugins/list/plugin-assets-retry',
        'plugins/list/plugin-rem',
      ],
    },
    {
      group: { en: 'Checks', zh: '检查' },
      items: [
        'plugins/list/plugin-check-syntax',
        'plugins/list/plugin-type-check',
      ],
    },
    {
      group: { en: 'Compatibility', zh: '兼容' },
      items: [
        'plugins/list/plugin-babel',
        'plugins/list/plugin-source-build',
      ],
    },
    {
      group: { en: 'Plugin development', zh: '插件开发' },
      items: [
        'plugins/dev/index',
        'plugins/dev/core',
        'plugins/dev/hooks',
      ],
    },
  ],
  api: [
    'api/start/index',
    {
      group: { en: 'JavaScript API', zh: 'JavaScript API' },
      items: [
        'api/javascript-api/core',
        'api/javascript-api/instance',
        'api/javascript-api/types',
      ],
    },
  ],
  community: [
    'community/index',
    {
      group: { en: 'Releases', zh: '发布记录' },
      items: [
        'community/releases/index',
        'community/releases/v0-7',
        'community/releases/v0-6',
        'community/releases/v0-5',
        'community/releases/v0-4',
        'community/releases/v0-3',
        'community/releases/v0-2',
        'community/releases/v0-1',
      ],
    },
  ],
};
