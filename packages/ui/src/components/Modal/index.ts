export { DialogTrigger } from 'react-aria-components';
export { Dialog, Modal, modalVariants } from './Modal';
export type { DialogProps, ModalProps } from './Modal';
