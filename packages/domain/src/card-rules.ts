/**
 * Format checks of a typed card, as a card payment provider's card element makes them before it
 * sends anything: the number's digits and Luhn check, the expiry month, the CVC. Pure: the clock
 * is a parameter. Spec: transactions §5 ("The card form must pass browser validity before
 * submission"), §8 card provider errors (incorrect or invalid number, invalid expiry, cvc errors,
 * expired).
 */

/**
 * The digits of a typed card number (spaces and dashes dropped); null when other characters occur.
 * Spec: transactions §8 (incorrect number).
 */
export function cardDigits(typed: string): string | null {
  const compact = typed.replace(/[\s-]/g, '');
  return /^\d*$/.test(compact) ? compact : null;
}

/** The Luhn check (ISO/IEC 7812) of a card number of 12 to 19 digits. Spec: transactions §8. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card's expiry: month 1–12 and the four-digit year. Spec: transactions §8. */
export interface CardExpiry {
  month: number;
  year: number;
}

/**
 * Reads `MM/YY` (also `MM / YY`, `MMYY`, `MM/YYYY`); null when it is not a valid month and year.
 * Spec: transactions §8 (invalid expiry).
 */
export function parseExpiry(typed: string): CardExpiry | null {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(typed.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year: year < 100 ? 2000 + year : year };
}

/**
 * True once the card's month is over (a card is valid through the last day of its month), by the
 * local calendar of `now`. Spec: transactions §8 (expired).
 */
export function expiryPassed(expiry: CardExpiry, now: Date): boolean {
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

/** A CVC is 3 or 4 digits. Spec: transactions §8 (cvc errors). */
export function cvcValid(typed: string): boolean {
  return /^\d{3,4}$/.test(typed.trim());
}
