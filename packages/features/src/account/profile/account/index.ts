export { AccountTab } from './AccountTab';
export { AccountForm } from './AccountForm';
export type { AccountFormProps } from './AccountForm';
export { accountUpdate, accountValues, updateAccount } from './update-account';
export type { AccountValues } from './update-account';
