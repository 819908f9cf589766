export { ExternalMark, Link } from './Link';
export { externalLinkProps, isExternalHref } from './external';
export { linkVariants } from './Link.variants';
export type { LinkProps } from './Link';
