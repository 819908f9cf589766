/** Age display of courses (ageMin and ageMax travel in months). Spec: discovery §9, §3 Course. */

/**
 * An age for display. Spec: discovery §9 Age display.
 * Whole months, or years with an optional half (shown as a ½ sign).
 */
export type AgeDisplay =
  { unit: 'months'; value: number } | { unit: 'years'; value: number; half: boolean };

/** Above this many months an age always shows in years. Spec: discovery §9 Age display. */
export const AGE_YEARS_ABOVE_MONTHS = 48;

/**
 * Age display for a number of months. Spec: discovery §9 ("months shown as years when over 48 or
 * a multiple of 6 above 6; a half shows as a half sign"). Years are `floor(months / 12)` with
 * `half` when `months % 12 >= 6`: 18 → 1½ years, 6 → 6 months, 60 → 5 years, 49 → 4 years.
 * Fractions are cut and negative or non-finite input counts as 0 months.
 */
export function ageDisplay(months: number): AgeDisplay {
  const m = Number.isFinite(months) && months > 0 ? Math.floor(months) : 0;
  const inYears = m > AGE_YEARS_ABOVE_MONTHS || (m > 6 && m % 6 === 0);
  if (!inYears) return { unit: 'months', value: m };
  return { unit: 'years', value: Math.floor(m / 12), half: m % 12 >= 6 };
}

/**
 * Age range of a course as two displays. Spec: discovery §3 Course, §9 Age display.
 * A missing bound (null or undefined) stays `null`.
 */
export function ageRangeDisplay(
  ageMin: number | null | undefined,
  ageMax: number | null | undefined,
): { min: AgeDisplay | null; max: AgeDisplay | null } {
  return {
    min: ageMin == null ? null : ageDisplay(ageMin),
    max: ageMax == null ? null : ageDisplay(ageMax),
  };
}
