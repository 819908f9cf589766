/**
 * Pictures for the stories, written inline (no file to serve): an SVG as a data URL, and a logo of
 * one colour.
 */
export const svgPicture = (svg: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A logo of one colour on a 96 px square: a circle, or the whole square. */
export const plainLogo = (colour: string, shape: 'circle' | 'square' = 'circle') =>
  svgPicture(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">${
      shape === 'circle'
        ? `<circle cx="48" cy="48" r="48" fill="${colour}"/>`
        : `<rect width="96" height="96" fill="${colour}"/>`
    }</svg>`,
  );
