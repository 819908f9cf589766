/** Texts of the feedback and display primitives in @kurse/ui (alerts, badges, gallery, loading). */
export const display = {
  loading: 'Wird geladen …',
  dismiss: 'Ausblenden',
};
