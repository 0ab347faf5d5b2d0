import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/*
 * Finds every translation key the app asks for and the namespaces it is looked up in, using TypeScript's own
 * view of the code: `t` comes from `useTranslation(ns)` (or `i18n.t`, the default namespace), and a key built at
 * run time (`pages.${page}`, a ternary, a variable) is expanded through its type, so a key from a union of
 * literals (`'faq' | 'help'`) is checked for every member. A key whose type is plain `string` cannot be checked;
 * it is reported as unresolved, and the test keeps an explicit list of those call sites.
 */

export type KeyUsage = {
  /** file:line of the call */
  at: string;
  /** the key expression as written */
  expression: string;
  /** every key the expression can produce, or null when its type is plain `string` */
  keys: string[] | null;
  /** the namespace lists the key may be looked up in (one list per possible `useTranslation` argument) */
  namespaces: string[][] | null;
};

const DEFAULT_NAMESPACE = 'common';
const PLURAL_SUFFIXES = ['_zero', '_one', '_two', '_few', '_many', '_other'];

/**
 * Helpers that take `t` and a key and call `t(key)` themselves: the key is checked at their call sites, with
 * the namespaces of the `t` passed in. Name → index of the key argument (`t` is the first argument).
 */
const KEY_FORWARDERS: Record<string, number> = { translatedList: 1 };

export function createAppProgram(root: string): ts.Program {
  const configPath = join(root, 'tsconfig.app.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${configPath}`);
  return ts.createProgram({ rootNames: parsed.fileNames, options: { ...parsed.options, noEmit: true } });
}

/**
 * All key usages in the program's files under src (tests and generated code aside): the `t(...)` calls, and
 * every string written as `<namespace>:<key>` anywhere (validation messages, helper and counter keys that travel
 * through props and schemas before they reach `t`), checked where they are written.
 */
export function findKeyUsages(program: ts.Program, root: string, namespaces: readonly string[]): KeyUsage[] {
  const checker = program.getTypeChecker();
  const usages: KeyUsage[] = [];

  /** The string values an expression can have, or null if its type allows any string. */
  function valuesOf(expression: ts.Expression): string[] | null {
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
      return [expression.text];
    if (ts.isParenthesizedExpression(expression)) return valuesOf(expression.expression);
    if (ts.isConditionalExpression(expression)) {
      const whenTrue = valuesOf(expression.whenTrue);
      const whenFalse = valuesOf(expression.whenFalse);
      return whenTrue && whenFalse ? [...whenTrue, ...whenFalse] : null;
    }
    if (ts.isTemplateExpression(expression)) {
      let results = [expression.head.text];
      for (const span of expression.templateSpans) {
        const values = valuesOf(span.expression);
        if (!values) return null;
        results = results.flatMap((prefix) => values.map((value) => prefix + value + span.literal.text));
      }
      return results;
    }
    return literalsOf(checker.getTypeAtLocation(expression));
  }

  function literalsOf(type: ts.Type): string[] | null {
    const members = type.isUnion() ? type.types : [type];
    const values: string[] = [];
    for (const member of members) {
      if (member.isStringLiteral()) values.push(member.value);
      else if (member.isNumberLiteral()) values.push(String(member.value));
      else return null;
    }
    return values;
  }

  /** The namespace lists of the `t` a call uses, or null when that `t` does not come from useTranslation. */
  function namespacesOfT(callee: ts.Expression): string[][] | null {
    // i18n.t(...) on the shared instance or the one useTranslation returns: the default namespace.
    if (ts.isPropertyAccessExpression(callee) && callee.name.text === 't') return [[DEFAULT_NAMESPACE]];
    if (!ts.isIdentifier(callee)) return null;
    const declaration = checker.getSymbolAtLocation(callee)?.declarations?.[0];
    if (!declaration || !ts.isBindingElement(declaration)) return null;
    const property = (declaration.propertyName ?? declaration.name).getText();
    const variable = declaration.parent.parent;
    if (property !== 't' || !ts.isVariableDeclaration(variable) || !variable.initializer) return null;
    const call = variable.initializer;
    if (!ts.isCallExpression(call) || call.expression.getText() !== 'useTranslation') return null;
    const [argument] = call.arguments;
    if (!argument) return [[DEFAULT_NAMESPACE]];
    if (ts.isArrayLiteralExpression(argument)) {
      let lists: string[][] = [[]];
      for (const element of argument.elements) {
        const values = valuesOf(element);
        if (!values) return null;
        lists = lists.flatMap((list) => values.map((value) => [...list, value]));
      }
      return lists;
    }
    const values = valuesOf(argument);
    return values ? values.map((value) => [value]) : null;
  }

  function record(
    node: ts.Node,
    keyExpression: ts.Expression,
    namespaces: string[][] | null,
    options?: ts.Expression,
  ) {
    const source = node.getSourceFile();
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    let nsLists = namespaces;
    if (options && ts.isObjectLiteralExpression(options)) {
      const ns = options.properties.find(
        (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === 'ns',
      );
      if (ns) nsLists = valuesOf(ns.initializer)?.map((value) => [value]) ?? null;
    }
    usages.push({
      at: `${relative(root, source.fileName)}:${line + 1}`,
      expression: keyExpression.getText(),
      keys: valuesOf(keyExpression),
      namespaces: nsLists,
    });
  }

  const namespacedKey = new RegExp(`^(${namespaces.join('|')}):[A-Za-z0-9_.]+$`);
  const namespacedPrefix = new RegExp(`^(${namespaces.join('|')}):`);

  function visit(node: ts.Node): void {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const ns = namespacedKey.exec(node.text)?.[1];
      if (ns) record(node, node, [[ns]]);
    } else if (ts.isTemplateExpression(node)) {
      const ns = namespacedPrefix.exec(node.head.text)?.[1];
      if (ns) record(node, node, [[ns]]);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const calleeName = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      const [first, second] = node.arguments;
      if (calleeName === 't' || namespacesOfT(callee)) {
        if (first) record(node, first, namespacesOfT(callee), second);
      } else if (calleeName in KEY_FORWARDERS && first) {
        const key = node.arguments[KEY_FORWARDERS[calleeName]!];
        if (key) record(node, key, namespacesOfT(first));
      }
    }
    ts.forEachChild(node, visit);
  }

  for (const source of program.getSourceFiles()) {
    const path = relative(root, source.fileName);
    if (!path.startsWith('src/') || path.startsWith('src/generated/') || /\.test\.tsx?$/.test(path)) continue;
    visit(source);
  }
  return usages;
}

export type Resources = Record<string, Record<string, unknown>>;

/** locales/<language>/<namespace>.json, as i18next gets them. */
export function readLocale(root: string, language: string): Resources {
  const dir = join(root, 'src/i18n/locales', language);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.replace(/\.json$/, ''),
        JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown,
      ]),
  ) as Resources;
}

/** Whether i18next finds `key` in one of `namespaces` (a `ns:` prefix wins; plural forms count). */
export function hasKey(resources: Resources, namespaces: string[], key: string): boolean {
  const [ns, path] = key.includes(':')
    ? [[key.slice(0, key.indexOf(':'))], key.slice(key.indexOf(':') + 1)]
    : [namespaces, key];
  return ns.some((namespace) => {
    const parts = path.split('.');
    const last = parts.pop()!;
    let node: unknown = resources[namespace];
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
    const parent = node as Record<string, unknown> | undefined;
    if (parent === undefined || typeof parent !== 'object') return false;
    return last in parent || PLURAL_SUFFIXES.some((suffix) => `${last}${suffix}` in parent);
  });
}
