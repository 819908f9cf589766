export { Excerpt } from './Excerpt';
export type { ExcerptLength, ExcerptProps, ExcerptSwitch } from './Excerpt';
