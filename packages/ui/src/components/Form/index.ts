export { Form } from './Form';
export { focusFirstInvalidField } from './focus-invalid';
export type { FormProps, ServerErrors } from './Form';
