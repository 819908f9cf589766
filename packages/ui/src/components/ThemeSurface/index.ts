export { ThemeSurface } from './ThemeSurface';
export type { ThemeSurfaceProps } from './ThemeSurface';
