export { Badge } from './Badge';
export { badgeVariants } from './Badge.variants';
export type { BadgeProps } from './Badge';
