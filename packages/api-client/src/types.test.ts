import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { schemaNames } from './test/schema-text';
import type { ErrorBody, Provider, Schemas, Voucher } from './types';
import type { components } from './generated/schema';

const source = readFileSync(new URL('./types.ts', import.meta.url), 'utf8');

describe('friendly type aliases', () => {
  it('has one alias per contract schema, under the schema name', () => {
    const names = schemaNames();
    expect(names.length).toBeGreaterThan(50);
    const missing = names.filter(
      (name) => !source.includes(`export type ${name} = components['schemas']['${name}'];`),
    );
    expect(missing).toEqual([]);
  });

  it('aliases the generated types themselves', () => {
    expectTypeOf<Provider>().toEqualTypeOf<components['schemas']['Provider']>();
    expectTypeOf<Voucher>().toEqualTypeOf<Schemas['Voucher']>();
    expectTypeOf<ErrorBody>().toEqualTypeOf<components['schemas']['Error']>();
  });
});
