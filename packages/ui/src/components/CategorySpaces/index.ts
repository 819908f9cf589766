export { CategorySpaces } from './CategorySpaces';
export type { CategorySpacesProps } from './CategorySpaces';
