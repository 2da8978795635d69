/**
 * Words readers type for what the docs call otherwise. Search tries the
 * query as typed and with these words swapped for each other, and keeps
 * each page's best answer, the swapped forms a little behind the typed
 * one. Each group holds words meant the same way in the docs; keep groups
 * small, for a word that means more than one thing brings noise. Matched
 * on whole words (CJK: as written), lowercase.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['directory', 'folder', 'dir'],
  ['output', 'dist', 'build output'],
  ['env', 'environment variable', 'environment variables'],
  ['hmr', 'hot module replacement', 'hot reload'],
  ['upgrade', 'upgrading'],
  ['minify', 'minification', 'compress'],
  ['port', 'server port'],
  ['alias', 'path alias'],
  ['输出', '产物', '构建产物'],
  ['目录', '文件夹'],
  ['热更新', '热替换', '模块热替换'],
  ['升级', '迁移'],
  ['压缩', 'minify'],
  // The Chinese pages write 哈希 where readers often type hash.
  ['哈希', 'hash'],
];
