export { NewPasswordField } from './NewPasswordField';
export type { NewPasswordFieldProps } from './NewPasswordField';
