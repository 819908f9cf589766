/**
 * Reads facts out of the committed generated schema text, so tests can compare the client's
 * path lists with the contract at run time (the types check the same at compile time).
 */
import { readFileSync } from 'node:fs';

const text = readFileSync(new URL('../generated/schema.d.ts', import.meta.url), 'utf8');

/** The top-level blocks (`    "name": {` or `    name: {`) of one exported interface. */
function blocks(interfaceName: string): Map<string, string> {
  const start = text.indexOf(`export interface ${interfaceName} {\n`);
  const end = text.indexOf('\n}\n', start);
  const body = text.slice(start, end);
  const result = new Map<string, string>();
  const pattern = /^ {4}"?([^"\s:]+)"?: \{$/gm;
  const matches = [...body.matchAll(pattern)];
  matches.forEach((match, i) => {
    const next = matches[i + 1]?.index ?? body.length;
    result.set(match[1] ?? '', body.slice(match.index, next));
  });
  return result;
}

/** Schema names of `components.schemas`. */
export function schemaNames(): string[] {
  const components = text.slice(text.indexOf('export interface components {'));
  const schemas = components.slice(
    components.indexOf('    schemas: {'),
    components.indexOf('\n    };'),
  );
  return [...schemas.matchAll(/^ {8}([A-Za-z0-9]+): /gm)].map((m) => m[1] ?? '');
}

/** Paths whose path-level or operation parameters include the fingerprint header. */
export function fingerprintPaths(): string[] {
  const operations = blocks('operations');
  return [...blocks('paths')]
    .filter(([, block]) => {
      const ops = [...block.matchAll(/operations\["(\w+)"\]/g)].map((m) =>
        operations.get(m[1] ?? ''),
      );
      return [block, ...ops].some((b) => b?.includes('"X-Device-Fingerprint"?:'));
    })
    .map(([path]) => path);
}

/** Paths whose GET operation takes the `_` query parameter. */
export function cacheBustedPaths(): string[] {
  const operations = blocks('operations');
  return [...blocks('paths')]
    .filter(([, block]) => {
      const get = /^ {8}get: operations\["(\w+)"\];$/m.exec(block)?.[1];
      return get !== undefined && /^ {16}_\?: /m.test(operations.get(get) ?? '');
    })
    .map(([path]) => path);
}
