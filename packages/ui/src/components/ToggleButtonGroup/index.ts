export { ToggleButton, ToggleButtonGroup } from './ToggleButtonGroup';
export type { ToggleButtonGroupProps, ToggleButtonProps } from './ToggleButtonGroup';
