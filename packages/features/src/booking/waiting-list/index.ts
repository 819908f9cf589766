export { WaitingListForm } from './WaitingListForm';
export type { WaitingListFormProps } from './WaitingListForm';
export { WaitingListFields } from './WaitingListFields';
export type { WaitingListFieldsProps } from './WaitingListFields';
export { applyToWaitingList } from './actions';
export type { WaitingListApplication } from './actions';
