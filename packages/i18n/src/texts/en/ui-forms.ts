import type { Translation } from '../../catalogue/i18n-types';

/** Texts of the form primitives in @kurse/ui (fields, selects, sliders, forms). */
export const forms = {
  required: 'Required',
  optional: 'optional',
  counter: '{count} of {max} characters',
} satisfies Translation['ui']['forms'];
