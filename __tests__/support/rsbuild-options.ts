import ts from 'typescript';
import { programOver } from './virtual-program';

export interface ToolOption {
  /** e.g. `output.distPath` or `output.distPath.root` */
  path: string;
  /** The option's declared type, as the compiler prints it. */
  type: string;
  deprecated: boolean;
  /** The option also takes an array (a list of values or of functions, such as `OneOrMany<T>`). */
  acceptsArray?: boolean;
}

/**
 * Declared by Rsbuild itself, not by a library it passes options through
 * to, including the libraries it bundles under `@rsbuild/shared/compiled`
 * (such as http-proxy-middleware for `server.proxy`).
 */
function isRsbuildDeclaration(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some((declaration) => {
    const file = declaration.getSourceFile().fileName;
    return /[\\/]@rsbuild[\\/]/.test(file) && !/[\\/]compiled[\\/]/.test(file);
  });
}

/**
 * Fields of an option's object form: the properties of every object type in
 * its union that Rsbuild declares. Functions, arrays, index signatures and
 * types that belong to Rspack or other libraries have no fields of their own.
 */
function objectFields(type: ts.Type, checker: ts.TypeChecker): ts.Symbol[] {
  const members = type.isUnion() ? type.types : [type];
  return members
    .filter((member) => member.getFlags() & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))
    .filter((member) => member.getCallSignatures().length === 0)
    .filter((member) => !checker.isArrayType(member))
    .flatMap((member) => checker.getPropertiesOfType(member))
    .filter(isRsbuildDeclaration)
    // A field that several members of the union declare is one field.
    .filter((field, index, fields) => fields.findIndex((other) => other.name === field.name) === index);
}

/** Whether an array is one of the forms of the type. */
function acceptsArray(type: ts.Type, checker: ts.TypeChecker): boolean {
  return (type.isUnion() ? type.types : [type]).some((member) => checker.isArrayType(member) || checker.isTupleType(member));
}

function isDeprecated(symbol: ts.Symbol): boolean {
  return symbol.getJsDocTags().some((tag) => tag.name === 'deprecated');
}

export interface RsbuildConfigShape {
  /** Every key of `RsbuildConfig`, such as `dev`, `plugins` or `environments`. */
  topLevel: string[];
  /** Every option of the requested sections, two levels deep. */
  options: ToolOption[];
}

/**
 * The keys of the `RsbuildConfig` type of the installed @rsbuild/core, and
 * every option of the given sections, two levels deep.
 */
export function readRsbuildConfig(sections: readonly string[]): RsbuildConfigShape {
  const source = "import type { RsbuildConfig } from '@rsbuild/core';\nexport type Config = RsbuildConfig;\n";
  const { program, file } = programOver('.rsbuild-options.ts', source);
  const checker = program.getTypeChecker();
  const alias = checker.getSymbolAtLocation((file.statements[1] as ts.TypeAliasDeclaration).name)!;
  const config = checker.getDeclaredTypeOfSymbol(alias);

  const print = (symbol: ts.Symbol) =>
    checker.typeToString(checker.getNonNullableType(checker.getTypeOfSymbol(symbol)), undefined, ts.TypeFormatFlags.NoTruncation);

  const sectionOptions = sections.flatMap((section) => {
    const sectionSymbol = config.getProperty(section);
    if (!sectionSymbol) throw new Error(`RsbuildConfig has no "${section}"`);
    const sectionType = checker.getNonNullableType(checker.getTypeOfSymbol(sectionSymbol));
    return checker.getPropertiesOfType(sectionType).flatMap((option) => {
      const optionPath = `${section}.${option.name}`;
      const optionType = checker.getNonNullableType(checker.getTypeOfSymbol(option));
      return [
        { path: optionPath, type: print(option), deprecated: isDeprecated(option), acceptsArray: acceptsArray(optionType, checker) },
        ...objectFields(optionType, checker).map((field) => ({
          path: `${optionPath}.${field.name}`,
          type: print(field),
          deprecated: isDeprecated(field),
        })),
      ];
    });
  });
  return { topLevel: config.getProperties().map((symbol) => symbol.name), options: sectionOptions };
}
