import { describe, expect, it } from 'vitest';
import committed from '../http/generated/request-schemas.json';
import { requestSchemas } from './request-schemas';

describe('the generated request schemas', () => {
  it('are the contract’s (else run `pnpm --filter @kurse/api-mock contract:requests`)', async () => {
    const fresh = await requestSchemas();
    expect(committed).toEqual(fresh);
    expect(Object.keys(fresh.operations)).toHaveLength(17);
    expect(fresh.operations['createContract']?.errors['422']).toBe('ContractValidationError');
    expect(JSON.stringify(fresh)).not.toContain('"description"');
  });
});
