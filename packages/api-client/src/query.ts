/**
 * Query serialisation as the contract writes it: arrays repeat the parameter
 * (`age_groups=baby&age_groups=child`), except `countries`, which is comma-separated
 * (`countries=DE,AT,LU,CH`). Contract conventions "Arrays in the query"; discovery §7, §9.
 */
import { createQuerySerializer } from 'openapi-fetch';

/** Query parameters the contract declares `style: form, explode: false` (comma-separated). */
export const COMMA_SEPARATED_QUERY: readonly string[] = ['countries'];

const repeated = createQuerySerializer({ array: { style: 'form', explode: true } });
const commaSeparated = createQuerySerializer({ array: { style: 'form', explode: false } });

/** Serialises a query object for the contract (see the module comment). */
export function serializeQuery(query: Record<string, unknown>): string {
  const rest: Record<string, unknown> = {};
  const comma: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) {
    (COMMA_SEPARATED_QUERY.includes(name) ? comma : rest)[name] = value;
  }
  return [repeated(rest), commaSeparated(comma)].filter((part) => part !== '').join('&');
}
