export { Form, focusFirstInvalidField } from './Form';
export type { FormProps, ServerErrors } from './Form';
