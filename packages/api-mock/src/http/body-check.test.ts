import { describe, expect, it } from 'vitest';
import { checkBody, takesJsonBody } from './body-check';
import { isJsonMediaType } from './body';

describe('checkBody', () => {
  it('lets a body of the contract’s types through, even when values break its rules', () => {
    expect(checkBody('loginCustomer', { customer: { email: 'a@b.de', password: 'x' } })).toBeNull();
    // Blank, badly formatted, too long, out of range: the handler answers those in its words.
    expect(checkBody('loginCustomer', { customer: { email: 'nope' } })).toBeNull();
    expect(
      checkBody('createApplicant', {
        eventId: 1,
        applicant: { name: 'x'.repeat(500), participantCount: 0 },
      }),
    ).toBeNull();
    expect(checkBody('getTerms', 'anything')).toBeNull();
  });

  it('refuses wrong types with 422 and Rails-style field errors', () => {
    expect(
      checkBody('createApplicant', { eventId: '11', applicant: { name: 7, participantCount: 0 } }),
    ).toEqual({
      status: 422,
      body: {
        status: 422,
        message: 'Please check your details.',
        errors: {
          eventId: ['is invalid'],
          name: ['is invalid'],
          participantCount: ['must be between 1 and 1000'],
        },
      },
    });
  });

  it('answers 400 where the operation lists no 422, and names a body that is no object base', () => {
    expect(checkBody('loginCustomer', [1, 2])).toEqual({
      status: 400,
      body: {
        status: 400,
        message: 'Please check your details.',
        errors: { base: ['is invalid'] },
      },
    });
    expect(checkBody('reportError', { message: 'x', data: 'y' })).toMatchObject({
      status: 400,
      body: { errors: { data: ['is invalid'] } },
    });
  });

  it('groups the errors of a new contract under productContract and customer', () => {
    const refused = checkBody('createContract', {
      productContract: { productId: 'x', participantName: 'Mia' },
      customer: { firstName: 1, lastName: 'N', email: 'n@example.org', country: 'XX' },
    });
    expect(refused).toEqual({
      status: 422,
      body: {
        status: 422,
        message: 'Please check your details.',
        productContract: { productId: ['is invalid'] },
        customer: { firstName: ['is invalid'], country: ['is not included in the list'] },
      },
    });
  });

  it('knows which operations take a JSON body', () => {
    expect(takesJsonBody('createBooking')).toBe(true);
    expect(takesJsonBody('getBooking')).toBe(false);
    expect(takesJsonBody('toString')).toBe(false);
  });
});

describe('isJsonMediaType', () => {
  it('accepts application/json and +json types with parameters', () => {
    expect(isJsonMediaType('application/json')).toBe(true);
    expect(isJsonMediaType('Application/JSON; charset=utf-8')).toBe(true);
    expect(isJsonMediaType('application/problem+json')).toBe(true);
    expect(isJsonMediaType('text/plain')).toBe(false);
    expect(isJsonMediaType('text/json+x')).toBe(false);
    expect(isJsonMediaType('')).toBe(false);
  });
});
