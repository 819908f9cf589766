export { TagGroup } from './TagGroup';
export { tagVariants } from './TagGroup.variants';
export type { TagGroupProps, TagItem } from './TagGroup';
