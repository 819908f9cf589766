import type { Translation } from '../../catalogue/i18n-types';

/** Texts of the feedback and display primitives in @kurse/ui (alerts, badges, gallery, loading). */
export const display = {
  loading: 'Loading …',
  dismiss: 'Dismiss',
} satisfies Translation['ui']['display'];
