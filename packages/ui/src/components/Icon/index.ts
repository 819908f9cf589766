export { Icon, iconNames, icons } from './Icon';
export type { IconName, IconProps } from './Icon';
