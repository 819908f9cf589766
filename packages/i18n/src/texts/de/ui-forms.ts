/** Texts of the form primitives in @kurse/ui (fields, selects, sliders, forms). */
export const forms = {
  required: 'Pflichtfeld',
  optional: 'optional',
  counter: '{count:number} von {max:number} Zeichen',
};
