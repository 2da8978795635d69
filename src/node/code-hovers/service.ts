import path from 'node:path';
import ts from 'typescript';
import { checkedModuleOf, exampleCompilerOptions, unpublishedPluginTypes, type CheckedModule } from './examples';
import { blockDigest, type ExampleBlock, type Hover } from './block';
import type { HoverLinks } from './links';

/**
 * Type hovers of the compiled code examples, from one TypeScript language
 * service per process: every block is a module of the same program, the
 * way the content tests check them, and quick info (the text an editor
 * shows on hover) is asked only for the names that carry Rsbuild
 * knowledge.
 */

/** Declarations of Rsbuild's packages, and those typed from their release source. */
function rsbuildPackage(fileName: string, unpublished: string): string | null {
  if (fileName === unpublished) return 'unpublished';
  const match = /\/node_modules\/(@rsbuild\/[\w-]+)\//.exec(fileName);
  return match ? match[1]! : null;
}

/**
 * What to show for a name. Names of the same symbol in the same kind of
 * place print the same quick info (a key of the same property, a call of
 * the same function, the same parameter), so it is asked once for `same`
 * and `place`; a generic declaration prints each instance, so it has none.
 */
type Choice = { link?: string; docs: boolean; same?: ts.Symbol; place?: string; info?: Info } | null;
type Info = { type: string; docs: string };

export class HoverService {
  private readonly files = new Map<string, { module: CheckedModule }>();
  private readonly unpublished: string;
  private readonly service: ts.LanguageService;
  private version = 0;
  private readonly infos = new WeakMap<ts.Symbol, Map<string, Info>>();

  constructor(
    private readonly root: string,
    private readonly links: HoverLinks,
  ) {
    this.unpublished = unpublishedPluginTypes(root);
    const options = exampleCompilerOptions();
    const host: ts.LanguageServiceHost = {
      getProjectVersion: () => String(this.version),
      getScriptFileNames: () => [...this.files.keys(), this.unpublished],
      getScriptVersion: (name) => (this.files.has(name) ? '1' : '0'),
      getScriptSnapshot: (name) => {
        const text = this.files.get(name)?.module.text ?? ts.sys.readFile(name);
        return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
      },
      getCurrentDirectory: () => root,
      getCompilationSettings: () => options,
      getDefaultLibFileName: (settings) => ts.getDefaultLibFilePath(settings),
      fileExists: (name) => this.files.has(name) || ts.sys.fileExists(name),
      readFile: (name) => this.files.get(name)?.module.text ?? ts.sys.readFile(name),
      readDirectory: ts.sys.readDirectory,
      directoryExists: ts.sys.directoryExists,
      getDirectories: ts.sys.getDirectories,
    };
    this.service = ts.createLanguageService(host, ts.createDocumentRegistry());
  }

  private fileOf(block: ExampleBlock): string {
    return path.join(this.root, '.code-hovers', `${blockDigest(block)}.ts`);
  }

  /** Adds blocks to the program; the next question builds it once for all of them. */
  add(blocks: readonly ExampleBlock[]): void {
    for (const block of blocks) {
      const name = this.fileOf(block);
      if (this.files.has(name)) continue;
      this.files.set(name, { module: checkedModuleOf(block.code, block.kind) });
      this.version += 1;
    }
  }

  /** The hovers of one block, in the order of the code. */
  hovers(block: ExampleBlock): Hover[] {
    this.add([block]);
    const name = this.fileOf(block);
    const { module } = this.files.get(name)!;
    const program = this.service.getProgram()!;
    const checker = program.getTypeChecker();
    const source = program.getSourceFile(name)!;
    const hovers: Hover[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) {
        const start = module.toCode(node.getStart(source));
        const choice = start === null ? null : this.choose(node, checker);
        if (choice && start !== null) {
          const info = this.info(name, node.getStart(source), choice);
          if (info) {
            const docs = choice.docs ? info.docs : '';
            hovers.push({
              start,
              end: start + node.text.length,
              type: info.type,
              ...(docs && { docs }),
              ...(choice.link && { link: choice.link }),
            });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return hovers;
  }

  private info(file: string, position: number, choice: NonNullable<Choice>): Info | null {
    if (choice.info) return choice.info;
    const place = choice.place ?? '';
    const known = choice.same && this.infos.get(choice.same)?.get(place);
    if (known) return known;
    const quick = this.service.getQuickInfoAtPosition(file, position);
    if (!quick) return null;
    const info = { type: ts.displayPartsToString(quick.displayParts), docs: docsOf(quick) };
    if (choice.same) {
      if (!this.infos.has(choice.same)) this.infos.set(choice.same, new Map());
      this.infos.get(choice.same)!.set(place, info);
    }
    return info;
  }

  private fromRsbuild(symbol: ts.Symbol | undefined): string | null {
    for (const declaration of symbol?.declarations ?? []) {
      const pkg = rsbuildPackage(declaration.getSourceFile().fileName, this.unpublished);
      if (pkg) return pkg;
    }
    return null;
  }

  /** Whether a name carries Rsbuild knowledge, and the page that documents it. */
  private choose(node: ts.Identifier, checker: ts.TypeChecker): Choice {
    const parent = node.parent;
    if (
      (ts.isPropertyAssignment(parent) || ts.isShorthandPropertyAssignment(parent) || ts.isMethodDeclaration(parent)) &&
      parent.name === node &&
      ts.isObjectLiteralExpression(parent.parent)
    ) {
      const symbols = propertySymbols(parent.parent, node.text, checker);
      const pkg = symbols.map((symbol) => this.fromRsbuild(symbol)).find(Boolean);
      if (!pkg) return null;
      const keys = configKeys(parent, checker);
      const link = keys ? this.links.option(keys) : pkg.startsWith('@rsbuild/plugin-') ? this.links.plugin(pkg, node.text) : undefined;
      return { link, docs: pkg !== 'unpublished', ...(symbols.length === 1 && { same: symbols[0] }) };
    }
    let symbol = checker.getSymbolAtLocation(node);
    if (!symbol) return null;
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const pkg = this.fromRsbuild(symbol);
    const place = `${parent.kind}:${ts.isCallExpression(parent) && parent.expression === node}`;
    const same = isGeneric(symbol) ? {} : { same: symbol, place };
    if (pkg) {
      const link = pkg.startsWith('@rsbuild/plugin-') ? this.links.plugin(pkg) : this.links.api(node.text);
      return { link, docs: pkg !== 'unpublished', ...same };
    }
    // The parameters of the callbacks Rsbuild calls, such as `api` in a plugin's setup.
    const declaration = symbol.valueDeclaration;
    if (declaration && ts.isParameter(declaration) && ts.isIdentifier(declaration.name)) {
      const declared = declaredParameterType(declaration, checker);
      if (!declared || !this.fromRsbuild(declared.symbol)) return null;
      // Quick info would print the parameter's type spelled out (`Readonly<{ … 20 more … }>`); the
      // signature Rsbuild declares names it.
      const docs = ts.displayPartsToString(declared.symbol.getDocumentationComment(checker));
      return {
        link: this.links.api(declared.name),
        docs: true,
        info: { type: `(parameter) ${node.text}: ${declared.text}`, docs },
      };
    }
    return null;
  }
}

/**
 * The type a callback's parameter has in the signature it is written
 * against, as that signature spells it, with the symbol its name refers to.
 */
function declaredParameterType(parameter: ts.ParameterDeclaration, checker: ts.TypeChecker): { text: string; name: string; symbol: ts.Symbol } | null {
  const fn = parameter.parent;
  if (!ts.isFunctionLike(fn) || !(ts.isFunctionExpression(fn) || ts.isArrowFunction(fn) || ts.isMethodDeclaration(fn))) return null;
  let contextual: ts.Type | undefined;
  if (ts.isMethodDeclaration(fn)) {
    const property = ts.isObjectLiteralExpression(fn.parent) && ts.isIdentifier(fn.name) ? propertySymbols(fn.parent, fn.name.text, checker)[0] : undefined;
    contextual = property && checker.getTypeOfSymbolAtLocation(property, fn);
  } else {
    contextual = checker.getContextualType(fn);
  }
  const types = !contextual ? [] : contextual.isUnion() ? contextual.types : [contextual];
  const signature = types.flatMap((type) => type.getCallSignatures())[0];
  const target = signature?.parameters[fn.parameters.indexOf(parameter)]?.valueDeclaration;
  const typeNode = target && ts.isParameter(target) ? target.type : undefined;
  if (!typeNode || !ts.isTypeReferenceNode(typeNode)) return null;
  let symbol = checker.getSymbolAtLocation(typeNode.typeName);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  if (!symbol) return null;
  return { text: typeNode.getText(), name: symbol.getName(), symbol };
}

function isGeneric(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some((declaration) => Boolean((declaration as { typeParameters?: unknown[] }).typeParameters?.length));
}

/** The properties a key of an object literal stands for in the type the literal is checked against. */
function propertySymbols(literal: ts.ObjectLiteralExpression, name: string, checker: ts.TypeChecker): ts.Symbol[] {
  const contextual = checker.getContextualType(literal);
  if (!contextual) return [];
  const types = contextual.isUnion() ? contextual.types : [contextual];
  return types.map((type) => checker.getPropertyOfType(checker.getApparentType(type), name)).filter((symbol): symbol is ts.Symbol => Boolean(symbol));
}

function isRsbuildConfig(type: ts.Type | undefined): boolean {
  if (!type) return false;
  const types = type.isUnion() ? type.types : [type];
  return types.some((member) => (member.aliasSymbol ?? member.getSymbol())?.getName() === 'RsbuildConfig');
}

/** The config path of a key (`output.distPath.js`), when its object nests in one typed as RsbuildConfig. */
function configKeys(property: ts.ObjectLiteralElementLike, checker: ts.TypeChecker): string[] | null {
  const keys: string[] = [];
  let element: ts.Node = property;
  while (ts.isObjectLiteralElementLike(element) && element.name && (ts.isIdentifier(element.name) || ts.isStringLiteral(element.name))) {
    keys.unshift(element.name.text);
    const literal = element.parent as ts.ObjectLiteralExpression;
    if (isRsbuildConfig(checker.getContextualType(literal))) return keys;
    element = literal.parent;
  }
  return null;
}

function docsOf(info: ts.QuickInfo): string {
  const text = ts.displayPartsToString(info.documentation);
  const tags = (info.tags ?? []).map((tag) => `@${tag.name}${tag.text ? ` ${ts.displayPartsToString(tag.text)}` : ''}`);
  return [text, ...tags].filter(Boolean).join('\n');
}
