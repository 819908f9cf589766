/** Radius choices of the filter in km (the default 25 among them). Spec: discovery §2 Search. */
export const RADIUS_OPTIONS = [5, 10, 25, 50, 100] as const;
