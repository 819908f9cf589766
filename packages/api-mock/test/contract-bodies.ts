/**
 * Request bodies made from the contract's request schemas (`src/http/generated/
 * request-schemas.json`) for tests: fast-check bodies of the contract's shape with wrong types
 * mixed in, and copies of a valid body that each break one value rule of the contract.
 */
import fc from 'fast-check';
import type { RequestSchemaFile, Schema } from '../src/contract/request-schemas';
import requestSchemas from '../src/http/generated/request-schemas.json';

/** The generated request schemas. */
export const REQUESTS = requestSchemas as RequestSchemaFile;

/** A schema with its `$ref` followed into the components. */
export function resolve(schema: Schema): Schema {
  const ref = schema['$ref'];
  if (typeof ref !== 'string') return schema;
  const found = REQUESTS.components.schemas[ref.split('/').pop() ?? ''];
  if (!found) throw new Error(`Unknown schema ${ref}`);
  return resolve(found);
}

const typesOf = (schema: Schema): string[] => {
  const type = schema['type'];
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
};
const propertiesOf = (schema: Schema) =>
  Object.entries((schema['properties'] ?? {}) as Record<string, Schema>);
const numberOf = (schema: Schema, keyword: string): number | undefined =>
  typeof schema[keyword] === 'number' ? (schema[keyword] as number) : undefined;

/** A JSON value of any type: what a wrongly typed field holds. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 12 }),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
);

function valueOfType(schema: Schema, type: string): fc.Arbitrary<unknown> {
  const max = numberOf(schema, 'maxLength');
  switch (type) {
    case 'object':
      return fc.record(
        Object.fromEntries(propertiesOf(schema).map(([name, sub]) => [name, shaped(sub)])),
        { requiredKeys: [] },
      );
    case 'array':
      return fc.array(shaped((schema['items'] ?? {}) as Schema), { maxLength: 3 });
    case 'string':
      return Array.isArray(schema['enum'])
        ? fc.oneof(fc.constantFrom(...(schema['enum'] as string[])), fc.string({ maxLength: 3 }))
        : fc.oneof(
            fc.string({ maxLength: 30, unit: 'grapheme' }),
            fc.constantFrom('', ' ', 'anna@example.org', 'x'.repeat((max ?? 300) + 1)),
          );
    case 'integer':
      return fc.oneof(fc.integer(), fc.constantFrom(0, 1, 11, 40, -1, 2 ** 53, 1.5));
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value of the schema's shape, where any value may instead be of a wrong JSON type. */
export function shaped(schema: Schema): fc.Arbitrary<unknown> {
  const resolved = resolve(schema);
  const types = typesOf(resolved);
  const right =
    types.length > 0 ? fc.oneof(...types.map((t) => valueOfType(resolved, t))) : anyJson;
  return fc.oneof({ weight: 4, arbitrary: right }, { weight: 1, arbitrary: anyJson });
}

/** A body of the operation's shape, with wrong types mixed in. */
export const shapedBody = (operationId: string): fc.Arbitrary<unknown> => {
  const op = REQUESTS.operations[operationId];
  return op ? shaped(op.body) : fc.jsonValue({ maxDepth: 3 });
};

/** A copy of a valid body that breaks one value rule of the contract. */
export interface Violation {
  /** Where and which rule, e.g. `customer.password minLength`. */
  rule: string;
  body: unknown;
}

type Path = (string | number)[];

function replaced(body: unknown, path: Path, value: unknown, remove = false): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let at: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path.at(-1) ?? '';
  if (remove) Reflect.deleteProperty(at, last);
  else at[last] = value;
  return copy;
}

function* leafViolations(schema: Schema, value: unknown): Generator<[string, unknown]> {
  const min = numberOf(schema, 'minimum');
  const max = numberOf(schema, 'maximum');
  const minLength = numberOf(schema, 'minLength');
  const maxLength = numberOf(schema, 'maxLength');
  if (typeof value === 'string') {
    if (maxLength !== undefined) yield ['maxLength', 'x'.repeat(maxLength + 1)];
    if (minLength !== undefined && minLength > 0) yield ['minLength', 'x'.repeat(minLength - 1)];
    if (schema['format'] === 'email') yield ['format', 'not-an-e-mail'];
    if (Array.isArray(schema['enum'])) yield ['enum', 'not-in-the-list'];
  }
  if (typeof value === 'number') {
    if (min !== undefined) yield ['minimum', min - 1];
    if (max !== undefined) yield ['maximum', max + 1];
  }
}

function* walk(schema: Schema, value: unknown, path: Path, root: unknown): Generator<Violation> {
  const s = resolve(schema);
  const name = path.join('.');
  for (const [rule, broken] of leafViolations(s, value)) {
    yield { rule: `${name} ${rule}`, body: replaced(root, path, broken) };
  }
  if (Array.isArray(value)) {
    if ((numberOf(s, 'minItems') ?? 0) > 0) {
      yield { rule: `${name} minItems`, body: replaced(root, path, []) };
    }
    const items = (s['items'] ?? {}) as Schema;
    for (const [i, item] of value.entries()) yield* walk(items, item, [...path, i], root);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  for (const required of (s['required'] ?? []) as string[]) {
    if (required in record) {
      const at = [...path, required];
      yield { rule: `${at.join('.')} required`, body: replaced(root, at, undefined, true) };
    }
  }
  for (const [key, sub] of propertiesOf(s)) {
    if (key in record) yield* walk(sub, record[key], [...path, key], root);
  }
}

/** Every copy of `body` that breaks one value rule of the operation's request schema. */
export function violations(operationId: string, body: unknown): Violation[] {
  const op = REQUESTS.operations[operationId];
  return op ? [...walk(op.body, body, [], body)] : [];
}
