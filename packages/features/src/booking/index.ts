/** The booking slice's door: everything other slices and the app use of it. */
export { BookingForm } from './form/BookingForm';
export { BookingItemsFields } from './form/BookingItemsFields';
export { ConsentField } from './form/ConsentField';
export { CustomerFields } from './form/CustomerFields';
export { CUSTOMER_FIELD_ORDER } from './form/customer-field-order';
export { EventBooking } from './form/EventBooking';
export { focusFirstItemError } from './form/focus-item-error';
export { FormSection } from './form/FormSection';
export {
  cancelBooking,
  clearUnpaidBooking,
  openBookingOf,
  setCurrentBooking,
} from './form/current-booking';
export { customerRequest, useConsent, useItemAnswers } from './form/form-parts';
export { customerValues } from './form/use-booking-form';
export { lookupVoucher } from './form/use-voucher';
export { WaitingListFields, WaitingListForm, applyToWaitingList } from './waiting-list';
export type {
  WaitingListApplication,
  WaitingListFieldsProps,
  WaitingListFormProps,
} from './waiting-list';
