export { ContactButton } from './ContactButton';
export type { ContactButtonProps } from './ContactButton';
export { ContactForm } from './ContactForm';
export type { ContactFormProps } from './ContactForm';
export { sendContactMessage } from './send-message';
export type { ContactRecipient, ContactValues, SendOutcome } from './send-message';
