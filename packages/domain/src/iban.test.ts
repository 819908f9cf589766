import { describe, expect, it } from 'vitest';
import { compactIban, ibanLast4, ibanValid } from './iban';

describe('IBAN mod-97 check (transactions §5, §8 iban_not_valid)', () => {
  it('accepts valid IBANs of the SEPA countries, with or without spaces', () => {
    expect(ibanValid('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(ibanValid('de89370400440532013000')).toBe(true);
    expect(ibanValid('AT61 1904 3002 3457 3201')).toBe(true);
    expect(ibanValid('CH93 0076 2011 6238 5295 7')).toBe(true);
    expect(ibanValid('LU28 0019 4006 4475 0000')).toBe(true);
    expect(ibanValid('GB29 NWBK 6016 1331 9268 19')).toBe(true);
  });

  it('refuses a changed digit, swapped digits and wrong check digits', () => {
    expect(ibanValid('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(ibanValid('DE89 3704 0044 0532 0131 00')).toBe(false);
    expect(ibanValid('DE88 3704 0044 0532 0130 00')).toBe(false);
  });

  it('refuses wrong shapes', () => {
    expect(ibanValid('')).toBe(false);
    expect(ibanValid('DE89')).toBe(false);
    expect(ibanValid('8937 0400 4405 3201 3000')).toBe(false);
    expect(ibanValid('DE89 3704 0044 0532 0130 0!')).toBe(false);
  });

  it('compacts and names the last four characters', () => {
    expect(compactIban(' de89 3704\t0044 ')).toBe('DE8937040044');
    expect(ibanLast4('DE89 3704 0044 0532 0130 00')).toBe('3000');
  });
});
