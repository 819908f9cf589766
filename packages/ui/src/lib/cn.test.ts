import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins conditional classes and lets a later utility win', () => {
    expect(cn('px-3 py-2', { hidden: false, flex: true }, 'px-4')).toBe('py-2 flex px-4');
    expect(cn('text-sm text-muted-foreground', 'text-foreground')).toBe('text-sm text-foreground');
    expect(cn('border border-border', 'border-2 border-dashed')).toBe(
      'border-border border-2 border-dashed',
    );
    expect(cn('p-4', 'pe-16')).toBe('p-4 pe-16');
    expect(cn('pe-16', 'p-4')).toBe('p-4');
    expect(cn('hover:bg-muted bg-surface', 'hover:bg-primary')).toBe('bg-surface hover:bg-primary');
    expect(cn('shadow-card', 'shadow-none')).toBe('shadow-none');
  });

  it('merges blur, columns, line clamp and skew, the later value winning', () => {
    expect(cn('blur-sm', 'blur-md')).toBe('blur-md');
    expect(cn('columns-2', 'columns-3')).toBe('columns-3');
    expect(cn('line-clamp-2', 'line-clamp-none')).toBe('line-clamp-none');
    expect(cn('skew-x-3', '-skew-x-12 skew-y-6')).toBe('-skew-x-12 skew-y-6');
    // A line clamp sets display and overflow: it replaces an earlier one of them.
    expect(cn('block overflow-hidden', 'line-clamp-2')).toBe('line-clamp-2');
  });

  it('never takes a keyword of another family for a colour', () => {
    expect(cn('text-white', 'text-balance')).toBe('text-white text-balance');
    expect(cn('bg-primary', 'bg-cover bg-center')).toBe('bg-primary bg-cover bg-center');
    expect(cn('shadow-md', 'shadow-black/10')).toBe('shadow-md shadow-black/10');
    expect(cn('ring-2 ring-ring', 'ring-inset ring-offset-2')).toBe(
      'ring-2 ring-ring ring-inset ring-offset-2',
    );
    expect(cn('font-sans', 'font-stretch-condensed')).toBe('font-sans font-stretch-condensed');
  });

  it('knows the theme’s own shadow and animation', () => {
    expect(cn('shadow-md', 'shadow-card')).toBe('shadow-card');
    expect(cn('shadow-card', 'shadow-black/10')).toBe('shadow-card shadow-black/10');
    expect(cn('animate-spin', 'animate-appear-late')).toBe('animate-appear-late');
  });
});
