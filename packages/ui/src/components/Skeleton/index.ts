export { Skeleton } from './Skeleton';
export { skeletonVariants } from './Skeleton.variants';
export type { SkeletonProps } from './Skeleton';
