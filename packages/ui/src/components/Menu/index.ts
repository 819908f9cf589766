export { MenuTrigger } from 'react-aria-components';
export { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu';
export type { MenuItemProps, MenuProps, MenuSectionProps } from './Menu';
