/**
 * The contract's JSON request bodies as the handlers check them (`src/http/generated/
 * request-schemas.json`, written by `pnpm --filter @kurse/api-mock contract:requests`): for each
 * operation with a JSON body, its body schema and which component schema each of its 4xx answers
 * uses, plus the component schemas those reach — without descriptions and examples. Built from the
 * bundled OpenAPI document, so the browser never needs the YAML files or a bundler.
 */
import { bundleContract } from './contract';

/** A JSON Schema object (OpenAPI 3.1 = JSON Schema 2020-12). */
export type Schema = { [keyword: string]: unknown };

/** One operation with a JSON request body. */
export interface RequestOperation {
  /** The request body schema (references point into `components.schemas`). */
  body: Schema;
  /** 4xx status → the component schema of its JSON answer (`Error`, `ContractValidationError`). */
  errors: Record<string, string>;
}

/** The content of the generated file. */
export interface RequestSchemaFile {
  operations: Record<string, RequestOperation>;
  components: { schemas: Record<string, Schema> };
}

interface ContentMap {
  [type: string]: { schema?: Schema };
}
interface Doc {
  paths: Record<string, Record<string, unknown>>;
  components: {
    schemas: Record<string, Schema>;
    responses: Record<string, { content?: ContentMap }>;
  };
}
interface Op {
  operationId: string;
  requestBody?: { content?: ContentMap };
  responses: Record<string, { $ref?: string; content?: ContentMap }>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const SCHEMA_REF = '#/components/schemas/';
/** Keywords that only document: left out of the generated file. */
const ANNOTATIONS = new Set([
  'description',
  'title',
  'example',
  'examples',
  'externalDocs',
  'readOnly',
  'writeOnly',
  '$comment',
]);
const SUBSCHEMA = new Set(['items', 'additionalProperties', 'not', 'contains', 'propertyNames']);
const SUBSCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SUBSCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs']);

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A schema without annotations; `refs` collects the component schemas it references. */
function strip(schema: Schema, refs: Set<string>): Schema {
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF)) {
      refs.add(value.slice(SCHEMA_REF.length));
      out[key] = value;
    } else if (SUBSCHEMA.has(key) && isSchema(value)) {
      out[key] = strip(value, refs);
    } else if (SUBSCHEMA_LISTS.has(key) && Array.isArray(value)) {
      out[key] = value.map((v: unknown) => (isSchema(v) ? strip(v, refs) : v));
    } else if (SUBSCHEMA_MAPS.has(key) && isSchema(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, v]) => [name, isSchema(v) ? strip(v, refs) : v]),
      );
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** The component schema name a JSON content map points to ('inline' when not a reference). */
function schemaName(content: ContentMap | undefined): string | null {
  const schema = content?.['application/json']?.schema;
  if (!schema) return null;
  const ref = schema['$ref'];
  return typeof ref === 'string' && ref.startsWith(SCHEMA_REF)
    ? ref.slice(SCHEMA_REF.length)
    : 'inline';
}

/** The request schemas of a bundled OpenAPI document. */
export function requestSchemasOf(doc: Doc): RequestSchemaFile {
  const refs = new Set<string>();
  const operations: Record<string, RequestOperation> = {};
  for (const item of Object.values(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method] as Op | undefined;
      const body = op?.requestBody?.content?.['application/json']?.schema;
      if (!op || !body) continue;
      const errors: Record<string, string> = {};
      for (const [status, response] of Object.entries(op.responses)) {
        if (!/^4\d\d$/.test(status)) continue;
        const resolved = response.$ref
          ? doc.components.responses[response.$ref.split('/').pop() ?? '']
          : response;
        const name = schemaName(resolved?.content);
        if (name) errors[status] = name;
      }
      operations[op.operationId] = { body: strip(body, refs), errors };
    }
  }
  const schemas: Record<string, Schema> = {};
  const pending = [...refs];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (schemas[name]) continue;
    const found = doc.components.schemas[name];
    if (!found) throw new Error(`The contract has no schema ${name}`);
    const more = new Set<string>();
    schemas[name] = strip(found, more);
    pending.push(...more);
  }
  const sorted = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  return { operations: sorted(operations), components: { schemas: sorted(schemas) } };
}

/** The request schemas of the contract in `openapi/`. */
export async function requestSchemas(): Promise<RequestSchemaFile> {
  return requestSchemasOf((await bundleContract()) as Doc);
}
