export { PostMeta } from './PostMeta';
export type { PostMetaPost, PostMetaProps } from './PostMeta';
