/** The fields of `CustomerFields` in the order they show: focus goes to the first invalid one. */
export const CUSTOMER_FIELD_ORDER = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'street',
  'postalCode',
  'city',
  'country',
] as const;
