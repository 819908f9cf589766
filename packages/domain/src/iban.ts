/**
 * The IBAN check of a SEPA direct debit before it is sent: ISO 13616 (country, two check digits,
 * up to 30 characters of account number) with the ISO 7064 mod-97 check. Spec: transactions §5
 * ("IBAN is checked by a token check and a SEPA payment is refused if invalid"), §8 iban_not_valid.
 */

/** The typed IBAN without spaces, in capitals. Spec: transactions §5. */
export function compactIban(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

/** True for an IBAN with a valid shape and mod-97 check digits. Spec: transactions §5. */
export function ibanValid(typed: string): boolean {
  const iban = compactIban(typed);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    // Letters count as two digits, A = 10 … Z = 35.
    const value = parseInt(char, 36);
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder === 1;
}

/** The last four characters of an IBAN, as shown for a saved account. Spec: transactions §4. */
export function ibanLast4(typed: string): string {
  return compactIban(typed).slice(-4);
}
