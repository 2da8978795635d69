/**
 * The `_headers` file that Netlify and Cloudflare Pages read: blocks of a
 * URL pattern followed by indented `Name: value` lines. A `*` in a pattern
 * matches any run of characters, slashes included.
 */
export interface HeaderRule {
  pattern: string;
  headers: [name: string, value: string][];
}

export function formatHeadersFile(rules: readonly HeaderRule[], comment: string): string {
  const blocks = rules.map(({ pattern, headers }) => [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'));
  return `${comment
    .split('\n')
    .map((line) => `# ${line}`.trimEnd())
    .join('\n')}\n\n${blocks.join('\n\n')}\n`;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim() || line.trimStart().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      return;
    }
    const match = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
    const rule = rules.at(-1);
    if (!match || !rule) throw new Error(`_headers line ${index + 1}: expected "  Name: value" under a URL pattern, got "${line.trim()}"`);
    rule.headers.push([match[1]!, match[2]!.trim()]);
  });
  return rules;
}

function patternRegExp(pattern: string): RegExp {
  const source = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${source.join('.*')}$`);
}

/** The rules whose pattern matches a request path, in file order. */
export function matchingRules(rules: readonly HeaderRule[], pathname: string): HeaderRule[] {
  return rules.filter((rule) => patternRegExp(rule.pattern).test(pathname));
}

/**
 * The headers a request gets. Where two matching rules set the same header
 * the hosts disagree (Cloudflare joins the values, Netlify keeps one), so
 * the values are joined here, as the stricter reading: the site's own file
 * never sets one header in two rules that can match the same path.
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const rule of matchingRules(rules, pathname)) {
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      result.set(key, result.has(key) ? `${result.get(key)}, ${value}` : value);
    }
  }
  return result;
}
