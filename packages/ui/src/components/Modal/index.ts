export { DialogTrigger } from 'react-aria-components';
export { Dialog, Modal } from './Modal';
export { modalVariants } from './Modal.variants';
export type { DialogProps, ModalProps } from './Modal';
