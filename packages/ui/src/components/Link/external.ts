const ABSOLUTE_HTTP = /^https?:\/\//i;
/** Whether a link leaves the app: forced by `isExternal`, else any absolute http(s) address. */
export function isExternalHref(href: string | undefined, isExternal?: boolean): boolean {
  return isExternal ?? (href !== undefined && ABSOLUTE_HTTP.test(href));
}

/** The attributes that open an external link in a new tab without giving it our window. */
export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
