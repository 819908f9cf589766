export { AuthBlock } from './AuthBlock';
export { LoginForm } from './LoginForm';
export type { LoginFormProps } from './LoginForm';
export { SignupForm } from './SignupForm';
export type { SignupFormProps } from './SignupForm';
