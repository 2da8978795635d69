import path from 'node:path';
import ts from 'typescript';
import { sectionLines } from './markdown-source';
import { programOver } from './virtual-program';

const UNPUBLISHED_PLUGINS = path.join(__dirname, 'unpublished-plugins.d.ts');

export interface PluginPackage {
  /** The page is `plugins/list/plugin-<page>`. */
  page: string;
  pkg: string;
  /** The exported function that creates the plugin. */
  factory: string;
}

/**
 * The option names of each plugin's first parameter, read from the types
 * of the installed package: the properties of its object form (a function
 * form, as in ConfigChain, has none). Null when the plugin takes no options
 * object at all.
 */
export function readPluginOptions(plugins: PluginPackage[]): Record<string, string[] | null> {
  const source = plugins
    .map((plugin, i) => `import { ${plugin.factory} as p${i} } from '${plugin.pkg}';\nexport type O${i} = NonNullable<Parameters<typeof p${i}>[0]>;\nexport type N${i} = Parameters<typeof p${i}>['length'];`)
    .join('\n');
  const { program, file } = programOver('.plugin-options.ts', source, [UNPUBLISHED_PLUGINS]);
  const checker = program.getTypeChecker();
  const aliases = file.statements.filter(ts.isTypeAliasDeclaration);
  const typeOf = (name: string) => checker.getDeclaredTypeOfSymbol(checker.getSymbolAtLocation(aliases.find((alias) => alias.name.text === name)!.name)!);

  return Object.fromEntries(
    plugins.map((plugin, i) => {
      const arity = typeOf(`N${i}`);
      if (arity.isNumberLiteral() && arity.value === 0) return [plugin.page, null];
      const type = typeOf(`O${i}`);
      const members = type.isUnion() ? type.types : [type];
      const names = members
        .filter((member) => member.getCallSignatures().length === 0 && !checker.isArrayType(member))
        .flatMap((member) => checker.getPropertiesOfType(member).map((property) => property.name));
      return [plugin.page, [...new Set(names)].sort()];
    }),
  );
}

/** The `###` headings between `## Options` (or its Chinese twin, `\{#options}`) and the next `##`. */
export function documentedOptions(source: string): string[] {
  return sectionLines(source, /^## (?:Options|.*\\\{#options\})\s*$/, 2)
    .map((line) => /^### `?([\w$]+)`?(?:\s+\\\{#[\w-]+\})?\s*$/.exec(line)?.[1])
    .filter((name): name is string => Boolean(name))
    .sort();
}
