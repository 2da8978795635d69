import ts from 'typescript';
import { sectionLines } from './markdown-source';
import { documentedOptions } from './plugin-options';
import type { Mode } from './tool-defaults';
import { runToolScript } from './tool-script';

/**
 * What the plugin of each page uses for each option when it is given none,
 * as plugin-probes.cjs observes it in one mode. An option missing from a
 * page could not be observed in that mode; `value` is missing when the
 * plugin uses `undefined`. RegExps read as `{ $regexp }`, functions as
 * `{ $function }`, and the project folder as `<root>`.
 */
export type ObservedDefaults = Record<string, Record<string, { value?: unknown }>>;

export async function observedDefaults(mode: Mode): Promise<ObservedDefaults> {
  return runToolScript<ObservedDefaults>('plugin-probes.cjs', [mode], '__PLUGIN_DEFAULTS__', 60_000);
}

/** The form in which plugin-probes.cjs reports a value: JSON, with RegExps and functions named. */
export function observable(value: unknown): { value?: unknown } {
  const text = JSON.stringify({ value }, (_key, field: unknown) => {
    if (Object.prototype.toString.call(field) === '[object RegExp]') return { $regexp: String(field) };
    if (typeof field === 'function') return { $function: field.name || 'anonymous' };
    return field;
  });
  return JSON.parse(text);
}

/** A `<name>` in a documented default: a value the page describes instead of writing it out. */
export class Placeholder {
  constructor(readonly name: string) {}
}

/** Every placeholder in a value replaced by what `resolve` gives for its name. */
export function resolvePlaceholders(value: unknown, resolve: (name: string) => unknown): unknown {
  if (value instanceof Placeholder) return resolve(value.name);
  if (Array.isArray(value)) return value.map((item) => resolvePlaceholders(item, resolve));
  if (value && typeof value === 'object' && !(value instanceof RegExp)) {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, resolvePlaceholders(field, resolve)]));
  }
  return value;
}

/**
 * The value of a JavaScript literal built only from numbers, strings,
 * booleans, `null`, `undefined`, RegExps, arrays and object literals, read
 * from its syntax tree (nothing is run). Placeholders become Placeholder
 * objects. Throws on anything else.
 */
function literalValue(node: ts.Expression, placeholders: Map<string, Placeholder>): unknown {
  if (ts.isParenthesizedExpression(node)) return literalValue(node.expression, placeholders);
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)) return -Number(node.operand.text);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isIdentifier(node) && node.text === 'undefined') return undefined;
  if (ts.isIdentifier(node) && placeholders.has(node.text)) return placeholders.get(node.text);
  if (ts.isRegularExpressionLiteral(node)) {
    const end = node.text.lastIndexOf('/');
    return new RegExp(node.text.slice(1, end), node.text.slice(end + 1));
  }
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((element) => literalValue(element, placeholders));
  if (ts.isObjectLiteralExpression(node)) {
    return Object.fromEntries(
      node.properties.map((property) => {
        if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
          throw new Error(`not a plain property: ${property.getText()}`);
        }
        return [property.name.text, literalValue(property.initializer, placeholders)];
      }),
    );
  }
  throw new Error(`not a plain value: ${node.getText()}`);
}

/**
 * The value a code span holds, when it is a plain JavaScript value
 * (placeholders such as `<rootFontSize>` allowed outside strings);
 * `{ literal: false }` for code that is not, such as `chrome >= 87`.
 */
export function plainValue(code: string): { literal: true; value: unknown } | { literal: false } {
  const placeholders = new Map<string, Placeholder>();
  // Quoted strings are matched too, so that a `<root>` inside one stays text.
  const text = code.replace(/'[^']*'|"[^"]*"|<([^<>'"]+)>/g, (match, name: string | undefined) => {
    if (name === undefined) return match;
    const id = `__placeholder${placeholders.size}__`;
    placeholders.set(id, new Placeholder(name.trim()));
    return id;
  });
  const file = ts.createSourceFile('default.ts', `(${text});`, ts.ScriptTarget.Latest, true);
  const [statement, ...rest] = file.statements;
  if (!statement || rest.length > 0 || !ts.isExpressionStatement(statement)) return { literal: false };
  try {
    return { literal: true, value: literalValue(statement.expression, placeholders) };
  } catch {
    return { literal: false };
  }
}

/**
 * What a Default text says. It is a literal when exactly one of its code
 * spans holds a plain value: "`[]` (retry the same URL)" and "传给 preset
 * 的是 `{}`" are literals, while "`true` in production builds, `false`
 * otherwise" is prose, since the value depends on the build.
 */
export function parseDefault(text: string): { literal: true; value: unknown } | { literal: false; values: unknown[] } {
  const values = [...text.matchAll(/`([^`]+)`/g)].map(([, code]) => plainValue(code!)).flatMap((parsed) => (parsed.literal ? [parsed.value] : []));
  return values.length === 1 ? { literal: true, value: values[0] } : { literal: false, values };
}

/**
 * The Default text of each option under Options, from its bullet
 * (`- **Default:** …`, `- **默认值：** …`) or its table row
 * (`| **Default** | … |`, `| **默认值** | … |`, where `\|` stands for `|`).
 * An option that states no default is left out.
 */
export function documentedDefaults(source: string): Record<string, string> {
  const options = sectionLines(source, /^## (?:Options|.*\\\{#options\})\s*$/, 2).join('\n');
  return Object.fromEntries(
    documentedOptions(source).flatMap((name) => {
      const lines = sectionLines(options, new RegExp(`^### \`?${name.replace(/\$/g, '\\$')}\`?(?:\\s+\\\\\\{#[\\w-]+\\})?\\s*$`), 3);
      for (const line of lines) {
        const bullet = /^- \*\*(?:Default:|默认值：)\*\*\s*(.+)$/.exec(line);
        if (bullet) return [[name, bullet[1]!.trim()]];
        const row = /^\| \*\*(?:Default|默认值)\*\* \| (.+) \|\s*$/.exec(line);
        if (row) return [[name, row[1]!.replace(/\\\|/g, '|').trim()]];
      }
      return [];
    }),
  );
}
