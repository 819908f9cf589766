import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { mergeConfig } from './merge-config';

const merge = createTailwindMerge(mergeConfig);

/** Merges class names, later Tailwind utilities winning over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
