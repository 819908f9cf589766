import type { ApiResult } from '@kurse/api-client';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkAnswer, checked } from './answer';

const shape = v.looseObject({ id: v.number(), name: v.string() });
const success = (data: unknown): ApiResult<unknown> =>
  ({ ok: true, data, response: new Response('{}') }) as ApiResult<unknown>;

describe('checkAnswer (discovery §8, transactions §8: an unusable answer ends in the error with retry)', () => {
  it('passes an answer the page can read, with what the schema read', () => {
    const result = checkAnswer(success({ id: 7, name: 'Seepferdchen', extra: true }), shape);
    expect(result.ok && result.data).toEqual({ id: 7, name: 'Seepferdchen', extra: true });
  });

  it('turns an empty or wrongly shaped 200 into a failure without a usable answer', () => {
    for (const data of [undefined, null, '', [], { id: '7', name: 'x' }, { id: 7 }]) {
      const result = checkAnswer(success(data), shape);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error).toMatchObject({ kind: 'network', status: 0 });
    }
  });

  it('leaves a failure as it came', () => {
    const failure = {
      ok: false,
      response: null,
      error: { kind: 'http', status: 404, code: null, message: null, fieldErrors: {} },
    } as const;
    expect(checkAnswer(failure, shape)).toBe(failure);
  });

  it('works as a step of a promise chain', async () => {
    const result = await Promise.resolve(success({ nope: 1 })).then(checked(shape));
    expect(result.ok).toBe(false);
  });
});
