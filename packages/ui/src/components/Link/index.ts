export { ExternalMark, Link, externalLinkProps, isExternalHref, linkVariants } from './Link';
export type { LinkProps } from './Link';
