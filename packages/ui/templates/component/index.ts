export { Component } from './Component';
export type { ComponentProps } from './Component';
export { componentVariants } from './Component.variants';
