/**
 * Test helpers over catalogue objects: the flat list of entries, the argument names of a text and
 * the `LL.<path>` uses in source code.
 */

/** A catalogue (or part of one): nested objects with strings at the leaves. */
export interface CatalogueNode {
  [key: string]: string | CatalogueNode;
}

/** Every leaf of a catalogue as `path → text`, paths dotted (`common.brand`). */
export function flatten(node: CatalogueNode, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [p, text] of flatten(value, path)) entries.set(p, text);
  }
  return entries;
}

/**
 * The argument names of a typesafe-i18n text, sorted: `{name}`, `{count:number}`, `{x|formatter}`
 * and the key of a plural part `{{count: … | …}}`. Plural parts without a key add no argument.
 */
export function argumentNames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\{\{\s*(\w+)\s*:/g)) names.add(match[1] ?? '');
  const withoutPlurals = text.replace(/\{\{[^}]*\}\}/g, '');
  for (const match of withoutPlurals.matchAll(/\{\s*(\w+)[^}]*\}/g)) names.add(match[1] ?? '');
  return [...names].sort();
}

/**
 * The source without its comments: block comments, and line comments not preceded by `:` or a
 * quote (so `https://…` in strings stays). Good enough for scanning, not a parser.
 */
export function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/**
 * The distinct `LL.<path>` uses in the code of a source text (comments are left out), without the
 * `LL.` and any trailing dot.
 */
export function usedKeyPaths(source: string): string[] {
  const paths = new Set<string>();
  for (const match of withoutComments(source).matchAll(/(?<![\w$.])LL\.([a-zA-Z0-9_.]+)/g)) {
    paths.add((match[1] ?? '').replace(/\.+$/, ''));
  }
  return [...paths];
}

/** True when `path` names a text or a group of texts in the catalogue. */
export function hasPath(catalogue: CatalogueNode, path: string): boolean {
  let node: string | CatalogueNode | undefined = catalogue;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, key)) return false;
    node = node[key];
  }
  return true;
}
