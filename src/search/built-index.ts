import fs from 'node:fs';

/** The name of the one built index whose name starts with `prefix` (`search_index.en`), or null. Free of the search code, which the endpoint's own thread never loads. */
export function findIndex(publicDir: string, prefix: string): string | null {
  const names = fs.readdirSync(publicDir).filter((file) => file.startsWith(`${prefix}.`) && file.endsWith('.json'));
  if (names.length > 1) throw new Error(`expected one search index ${prefix} in ${publicDir}, found ${names.join(', ')}`);
  return names[0] ?? null;
}
