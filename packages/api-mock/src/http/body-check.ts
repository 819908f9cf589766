/**
 * Every JSON request body is checked against the contract's request schema (generated from
 * `openapi/` into `generated/request-schemas.json`) before a handler reads it, with Ajv (JSON
 * Schema 2020-12, as OpenAPI 3.1 uses). A body whose shape does not match — a value of another JSON
 * type anywhere, the body itself not an object — is refused with 422 (400 where the operation lists
 * no 422) and Rails-style field errors, so a handler only ever sees the types the contract
 * promises. Values of the right type that break a rule of the contract — required fields, e-mail
 * format, lengths, ranges, enums — are the handler's to refuse, with the operation's own status,
 * code and all of its field errors at once (a login with a blank e-mail is a 401, a waiting-list
 * entry for 0 people a 422 with `participantCount`); `value-rules.test.ts` checks that every such
 * rule is refused and nothing of it is stored.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { RequestSchemaFile } from '../contract/request-schemas';
import requestSchemas from './generated/request-schemas.json';
import type { WireFieldErrors } from './replies';
import type { AnyReply } from './types';

const FILE = requestSchemas as RequestSchemaFile;
const FILE_ID = 'requests';

/** Rules on values of the right type: the handlers check them in their own words. */
const VALUE_RULES = new Set([
  'required',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'enum',
  'const',
  'minItems',
]);

/** The message of a refused body. */
export const INVALID_BODY = 'Please check your details.';

/**
 * Field-error groups of the contract-creation 422 body (`ContractValidationError`): errors of
 * `productContract` and of `customer` each under its own key; others under `productContract`.
 */
const CONTRACT_GROUPS = ['productContract', 'customer'];

let ajv: Ajv2020 | null = null;
const validators = new Map<string, ValidateFunction>();

/** The compiled validator of an operation's body, or null when it takes no JSON body. */
function validatorOf(operationId: string): ValidateFunction | null {
  if (!Object.hasOwn(FILE.operations, operationId)) return null;
  const known = validators.get(operationId);
  if (known) return known;
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, allErrors: true, verbose: true });
    addFormats.default(ajv);
    ajv.addSchema(FILE, FILE_ID);
  }
  const validate = ajv.compile({ $ref: `${FILE_ID}#/operations/${operationId}/body` });
  validators.set(operationId, validate);
  return validate;
}

/** True when the operation takes a JSON body. */
export const takesJsonBody = (operationId: string): boolean =>
  Object.hasOwn(FILE.operations, operationId);

const decodePointer = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');

/** The path of the value an error is about, as property names (array indexes left out). */
function pathOf(error: ErrorObject): string[] {
  const parts = error.instancePath.split('/').slice(1).map(decodePointer);
  const missing = error.params['missingProperty'];
  if (error.keyword === 'required' && typeof missing === 'string') parts.push(missing);
  return parts.filter((part) => !/^\d+$/.test(part));
}

/** The error in the backend's Rails wording, which the client reads (domain `serverFieldError`). */
function messageOf(error: ErrorObject): string {
  const limit = error.params['limit'];
  switch (error.keyword) {
    case 'required':
      return "can't be blank";
    case 'minLength':
      return limit === 1 ? "can't be blank" : `is too short (minimum is ${limit} characters)`;
    case 'maxLength':
      return `is too long (maximum is ${limit} characters)`;
    case 'enum':
    case 'const':
      return 'is not included in the list';
    case 'minimum':
    case 'maximum':
      return rangeMessage(error);
    case 'minItems':
      return `needs at least ${limit}`;
    default:
      return 'is invalid';
  }
}

/** A number out of range, worded as the domain's range rule when both ends are known. */
function rangeMessage(error: ErrorObject): string {
  const min: unknown = error.parentSchema?.['minimum'];
  const max: unknown = error.parentSchema?.['maximum'];
  if (typeof min === 'number' && typeof max === 'number')
    return `must be between ${min} and ${max}`;
  const limit = error.params['limit'];
  return error.keyword === 'minimum'
    ? `must be greater than or equal to ${limit}`
    : `must be less than or equal to ${limit}`;
}

function add(errors: WireFieldErrors, field: string, message: string): void {
  const list = (errors[field] ??= []);
  if (!list.includes(message)) list.push(message);
}

/** The refusal of a body, shaped as the operation's 422 (or 400) answer. */
function refusal(operationId: string, found: ErrorObject[]): AnyReply {
  const errorsOf = FILE.operations[operationId]?.errors ?? {};
  const status = errorsOf['422'] ? 422 : 400;
  if (errorsOf[String(status)] === 'ContractValidationError') {
    const groups: Record<string, WireFieldErrors> = {};
    for (const error of found) {
      const [first, ...rest] = pathOf(error);
      const group = first && CONTRACT_GROUPS.includes(first) ? first : 'productContract';
      add((groups[group] ??= {}), rest.at(-1) ?? first ?? 'base', messageOf(error));
    }
    return { status, body: { status, message: INVALID_BODY, ...groups } };
  }
  const errors: WireFieldErrors = {};
  for (const error of found) add(errors, pathOf(error).at(-1) ?? 'base', messageOf(error));
  return { status, body: { status, message: INVALID_BODY, errors } };
}

/**
 * Checks a parsed JSON body against the operation's request schema: null when a handler may read
 * it, else the 422/400 reply that refuses it.
 */
export function checkBody(operationId: string, body: unknown): AnyReply | null {
  const validate = validatorOf(operationId);
  if (!validate || validate(body)) return null;
  const found = validate.errors ?? [];
  return found.some((error) => !VALUE_RULES.has(error.keyword))
    ? refusal(operationId, found)
    : null;
}
