export { UiProvider } from './UiProvider';
export type { UiProviderProps } from './UiProvider';
export { UI_NAMESPACES } from './ui-texts';
