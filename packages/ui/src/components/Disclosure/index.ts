export { Disclosure, ReadMore } from './Disclosure';
export type { DisclosureProps, ReadMoreProps } from './Disclosure';
