/**
 * The Tailwind class groups `cn` resolves conflicts in: the utilities this design system uses, so
 * the merge engine ships without tailwind-merge's full default configuration (about 6 kB gzip of
 * every page's first load). `cn.test.ts` checks that every pair of classes used in the code
 * merges exactly as the full configuration would; a new utility family that fails there belongs
 * here.
 */
import type { Config } from 'tailwind-merge';

/** A list written as one string of words. */
const words = (list: string) => list.split(' ');
const any = () => true;
const number = (v: string) => /^\d+(\.\d+)?$/.test(v);
const fraction = (v: string) => /^\d+\/\d+$/.test(v);
/** An arbitrary value or CSS variable: `[…]` or `(…)`. */
const arbitrary = (v: string) => /^[[(].*[\])]$/.test(v);
/** An arbitrary length such as `[6px]` or `[calc(100vw-1rem)]`. */
const length = (v: string) => /^\[(length:)?(-?[\d.]+(px|r?em|%|vh|vw|dvh)|calc\(.*\))\]$/.test(v);
/** A bare number in brackets, such as the stroke width `[1.5]`. */
const bracketNumber = (v: string) => /^\[[\d.]+\]$/.test(v);
const textSizes = words('xs sm base lg xl 2xl 3xl 4xl 5xl 6xl 7xl 8xl 9xl');
const sizes = words('3xs 2xs xs sm md lg xl 2xl 3xl 4xl 5xl 6xl 7xl');
const spacing = [number, fraction, arbitrary, 'px', 'auto', 'full'];
const sides = words('x y s e t r b l');

/** `{ p: spacing }`, `{ px: spacing }`, … for a spacing property and its sides. */
const sided = (prefix: string) =>
  Object.fromEntries([
    [prefix, [{ [prefix]: spacing }]],
    ...sides.map((side) => [`${prefix}${side}`, [{ [`${prefix}${side}`]: spacing }]]),
  ]);
const sidedConflicts = (prefix: string) => ({
  [prefix]: sides.map((side) => `${prefix}${side}`),
  [`${prefix}x`]: [`${prefix}s`, `${prefix}e`, `${prefix}r`, `${prefix}l`],
  [`${prefix}y`]: [`${prefix}t`, `${prefix}b`],
});
const borderSides = sides.map((side) => `border-w-${side}`);

/** The slim configuration of `cn`. */
export const mergeConfig = (): Config<string, string> => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: words(
      'block inline-block inline flex inline-flex grid inline-grid contents table hidden',
    ),
    sr: ['sr-only', 'not-sr-only'],
    visibility: ['visible', 'invisible', 'collapse'],
    position: words('static fixed absolute relative sticky'),
    inset: [{ inset: spacing }],
    'inset-x': [{ 'inset-x': spacing }],
    'inset-y': [{ 'inset-y': spacing }],
    start: [{ start: spacing }],
    end: [{ end: spacing }],
    top: [{ top: spacing }],
    right: [{ right: spacing }],
    bottom: [{ bottom: spacing }],
    left: [{ left: spacing }],
    z: [{ z: [number, 'auto', arbitrary] }],
    overflow: [{ overflow: words('auto hidden clip visible scroll') }],
    'overflow-x': [{ 'overflow-x': words('auto hidden clip visible scroll') }],
    'overflow-y': [{ 'overflow-y': words('auto hidden clip visible scroll') }],
    'flex-direction': [{ flex: words('row row-reverse col col-reverse') }],
    'flex-wrap': [{ flex: ['wrap', 'wrap-reverse', 'nowrap'] }],
    flex: [{ flex: [number, fraction, 'auto', 'initial', 'none', arbitrary] }],
    basis: [{ basis: spacing }],
    grow: [{ grow: ['', number, arbitrary] }],
    shrink: [{ shrink: ['', number, arbitrary] }],
    order: [{ order: [number, 'first', 'last', 'none', arbitrary] }],
    'grid-cols': [{ 'grid-cols': [number, 'none', 'subgrid', arbitrary] }],
    'col-start': [{ 'col-start': [number, 'auto', arbitrary] }],
    'row-start': [{ 'row-start': [number, 'auto', arbitrary] }],
    'row-span': [{ row: [{ span: [number, 'full', arbitrary] }] }],
    gap: [{ gap: spacing }],
    'gap-x': [{ 'gap-x': spacing }],
    'gap-y': [{ 'gap-y': spacing }],
    'justify-content': [
      { justify: words('start end center between around evenly stretch normal') },
    ],
    'align-items': [{ items: words('start end center baseline stretch') }],
    'align-self': [{ self: words('auto start end center stretch baseline') }],
    ...sided('p'),
    ...sided('m'),
    w: [{ w: [...spacing, 'fit', 'max', 'min', 'screen', ...sizes] }],
    'min-w': [{ 'min-w': [...spacing, 'fit', 'max', 'min'] }],
    'max-w': [{ 'max-w': [...spacing, 'none', 'prose', 'fit', 'max', 'min', 'screen', ...sizes] }],
    h: [{ h: [...spacing, 'fit', 'max', 'min', 'screen', 'dvh', 'svh', 'lvh'] }],
    'min-h': [{ 'min-h': [...spacing, 'fit', 'screen', 'dvh', 'svh', 'lvh'] }],
    'max-h': [{ 'max-h': [...spacing, 'none', 'fit', 'screen', 'dvh', 'svh', 'lvh'] }],
    size: [{ size: spacing }],
    'font-size': [{ text: [...textSizes, length] }],
    'font-weight': [
      {
        font: words('thin extralight light normal medium semibold bold extrabold black'),
      },
    ],
    'font-family': [{ font: [any] }],
    'font-style': ['italic', 'not-italic'],
    'fvn-spacing': ['tabular-nums', 'proportional-nums'],
    leading: [
      { leading: [number, 'none', 'tight', 'snug', 'normal', 'relaxed', 'loose', arbitrary] },
    ],
    tracking: [{ tracking: ['tighter', 'tight', 'normal', 'wide', 'wider', 'widest', arbitrary] }],
    'text-alignment': [{ text: words('left center right justify start end') }],
    'text-color': [{ text: [any] }],
    'text-decoration': words('underline overline line-through no-underline'),
    'text-decoration-thickness': [{ decoration: [number, 'from-font', 'auto', length] }],
    'underline-offset': [{ 'underline-offset': [number, 'auto', arbitrary] }],
    'text-transform': words('uppercase lowercase capitalize normal-case'),
    'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
    whitespace: [{ whitespace: words('normal nowrap pre pre-line pre-wrap break-spaces') }],
    break: [{ break: words('normal words all keep') }],
    'list-style-type': [{ list: ['disc', 'decimal', 'none', arbitrary] }],
    'vertical-align': [
      {
        align: [
          'baseline',
          'top',
          'middle',
          'bottom',
          'text-top',
          'text-bottom',
          'sub',
          'super',
          arbitrary,
        ],
      },
    ],
    'bg-image': [{ 'bg-linear': [any] }, { 'bg-gradient': [any] }, { bg: ['none'] }],
    'bg-color': [{ bg: [any] }],
    'gradient-from': [{ from: [any] }],
    'gradient-to': [{ to: [any] }],
    'border-w': [{ border: ['', number, length] }],
    ...Object.fromEntries(
      sides.map((side) => [`border-w-${side}`, [{ [`border-${side}`]: ['', number, length] }]]),
    ),
    'border-style': [{ border: words('solid dashed dotted double hidden none') }],
    'border-collapse': [{ border: ['collapse', 'separate'] }],
    'border-spacing': [{ 'border-spacing': spacing }],
    'border-color': [{ border: [any] }],
    'divide-y': [{ 'divide-y': ['', number, length] }],
    'divide-color': [{ divide: [any] }],
    rounded: [{ rounded: ['', 'none', 'full', ...sizes, arbitrary] }],
    'rounded-t': [{ 'rounded-t': ['', 'none', 'full', ...sizes, arbitrary] }],
    shadow: [{ shadow: ['', 'none', any] }],
    opacity: [{ opacity: [number, arbitrary] }],
    'outline-style': ['outline', { outline: words('solid dashed dotted double none hidden') }],
    'outline-offset': [{ 'outline-offset': [number, arbitrary] }],
    'outline-w': [{ outline: ['', number, length] }],
    'outline-color': [{ outline: [any] }],
    'ring-w': [{ ring: ['', number, length] }],
    'ring-color': [{ ring: [any] }],
    fill: [{ fill: [any] }],
    'stroke-w': [{ stroke: [number, length, bracketNumber] }],
    stroke: [{ stroke: [any] }],
    transition: [
      { transition: ['', 'all', 'colors', 'opacity', 'shadow', 'transform', 'none', arbitrary] },
    ],
    duration: [{ duration: [number, 'initial', arbitrary] }],
    animate: [{ animate: [any] }],
    rotate: [{ rotate: [number, arbitrary] }],
    'translate-x': [{ 'translate-x': spacing }],
    'translate-y': [{ 'translate-y': spacing }],
    scale: [{ scale: [number, 'none', arbitrary] }],
    cursor: [{ cursor: [any] }],
    select: [{ select: words('none text all auto') }],
    resize: [{ resize: ['none', 'y', 'x', ''] }],
    touch: [{ touch: words('auto none manipulation pan-x pan-y') }],
    aspect: [{ aspect: ['auto', 'square', 'video', fraction, arbitrary] }],
    'object-fit': [{ object: words('contain cover fill none scale-down') }],
    'backdrop-blur': [{ 'backdrop-blur': ['', 'none', ...sizes, arbitrary] }],
    'table-layout': [{ table: ['auto', 'fixed'] }],
  },
  conflictingClassGroups: {
    overflow: ['overflow-x', 'overflow-y'],
    inset: words('inset-x inset-y start end top right bottom left'),
    'inset-x': words('start end right left'),
    'inset-y': ['top', 'bottom'],
    flex: ['basis', 'grow', 'shrink'],
    gap: ['gap-x', 'gap-y'],
    ...sidedConflicts('p'),
    ...sidedConflicts('m'),
    size: ['w', 'h'],
    'font-size': ['leading'],
    rounded: ['rounded-t'],
    'border-w': borderSides,
    'border-w-x': words('border-w-s border-w-e border-w-r border-w-l'),
    'border-w-y': ['border-w-t', 'border-w-b'],
  },
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  orderSensitiveModifiers: words(
    '* ** after backdrop before details-content file first-letter first-line marker placeholder selection',
  ),
});
