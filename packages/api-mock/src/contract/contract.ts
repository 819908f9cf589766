/**
 * The contract for tests: the split OpenAPI document bundled by Redocly into one, its operations,
 * and response validation with Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses) plus formats.
 */
import { fileURLToPath } from 'node:url';
import { bundle, loadConfig } from '@redocly/openapi-core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const root = fileURLToPath(new URL('../../../../openapi/', import.meta.url));
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}
interface ParameterObject {
  $ref?: string;
  name?: string;
  in?: string;
}
interface OperationObject {
  operationId: string;
  parameters?: ParameterObject[];
  responses: Record<string, ResponseObject>;
}
type PathItem = Partial<Record<(typeof METHODS)[number], OperationObject>> & {
  parameters?: ParameterObject[];
};
type Document = {
  paths: Record<string, PathItem>;
  components: {
    responses: Record<string, ResponseObject>;
    parameters: Record<string, ParameterObject>;
  };
};

/** One operation of the contract. */
export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  /** Status → content types of the response ([] for no body). */
  responses: Record<string, string[]>;
  /** Names of the request header parameters (path and operation level). */
  headers: string[];
}

/** The loaded contract. */
export interface LoadedContract {
  operations: ContractOperation[];
  operation(operationId: string): ContractOperation;
  /** Errors of `body` against the response schema of an operation and status ('' when valid). */
  validateResponse(
    operationId: string,
    status: number,
    body: unknown,
    contentType?: string,
  ): string;
  /** Errors of `body` against a component schema ('' when valid). */
  validateSchema(name: string, body: unknown): string;
}

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** The split OpenAPI document bundled into one (references between files become `#/…`). */
export async function bundleContract(): Promise<unknown> {
  const config = await loadConfig({ configPath: `${root}redocly.yaml` });
  const { bundle: bundled, problems } = await bundle({ ref: `${root}openapi.yaml`, config });
  if (problems.some((p) => p.severity === 'error'))
    throw new Error('The contract does not bundle.');
  return bundled.parsed;
}

async function load(): Promise<LoadedContract> {
  const doc = (await bundleContract()) as Document;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(doc as object, 'contract');
  const operations: ContractOperation[] = [];
  const responseRefs = new Map<string, string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const responses: Record<string, string[]> = {};
      for (const [status, response] of Object.entries(op.responses)) {
        const name = response.$ref?.replace('#/components/responses/', '');
        const resolved = name ? doc.components.responses[name] : response;
        const base = name
          ? pointer('components', 'responses', name)
          : pointer('paths', path, method, 'responses', status);
        responses[status] = Object.keys(resolved?.content ?? {});
        for (const type of responses[status]) {
          responseRefs.set(
            `${op.operationId} ${status} ${type}`,
            `contract#/${base}/content/${pointer(type)}/schema`,
          );
        }
      }
      const headers = [...(item.parameters ?? []), ...(op.parameters ?? [])]
        .map((param) =>
          param.$ref ? doc.components.parameters[param.$ref.split('/').pop() ?? ''] : param,
        )
        .filter((param) => param?.in === 'header')
        .map((param) => param?.name ?? '');
      operations.push({ operationId: op.operationId, method, path, responses, headers });
    }
  }
  const errorsOf = (ref: string, body: unknown) => {
    const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
    return validate(body) ? '' : ajv.errorsText(validate.errors, { separator: '\n' });
  };
  return {
    operations,
    operation(operationId) {
      const op = operations.find((o) => o.operationId === operationId);
      if (!op) throw new Error(`No operation ${operationId} in the contract`);
      return op;
    },
    validateResponse(operationId, status, body, contentType = 'application/json') {
      const ref = responseRefs.get(`${operationId} ${status} ${contentType}`);
      return ref ? errorsOf(ref, body) : `${operationId} has no ${status} ${contentType} response`;
    },
    validateSchema(name, body) {
      return errorsOf(`contract#/components/schemas/${name}`, body);
    },
  };
}

let loaded: Promise<LoadedContract> | null = null;

/** The contract, loaded once per test file. */
export function loadContract(): Promise<LoadedContract> {
  loaded ??= load();
  return loaded;
}
