export { TagGroup, tagVariants } from './TagGroup';
export type { TagGroupProps, TagItem } from './TagGroup';
