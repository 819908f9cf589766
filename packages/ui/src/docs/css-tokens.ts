/**
 * The design tokens as the browser has them: the custom properties the loaded styles declare on
 * `:root` (`src/styles.css` through Tailwind, which writes our `@theme` and every default it
 * uses). The token pages read them at run time, so the docs never keep a second copy of a value.
 */

/** A custom property of `:root` and the value the browser computes for it. */
export interface CssToken {
  /** The property's name, e.g. `--color-primary`. */
  name: string;
  /** Its value, e.g. `#5b21b6`. */
  value: string;
}

/** The style rules of a list, also those inside layers, media queries and other blocks. */
function* styleRules(rules: CSSRuleList): Generator<CSSStyleRule> {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) yield rule;
    else if (rule instanceof CSSGroupingRule) yield* styleRules(rule.cssRules);
  }
}

/** True for a rule that styles `:root` itself (`:root, :host`), not `:root:has(…)`. */
const isRootRule = (rule: CSSStyleRule) =>
  rule.selectorText.split(',').some((selector) => selector.trim() === ':root');

/** The value of a custom property of `:root`, as computed by the browser. */
export function tokenValue(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/**
 * Every custom property declared on `:root` whose name starts with `prefix`, in the order of the
 * styles, with its computed value. Style sheets of another origin cannot be read and are skipped.
 */
export function cssTokens(prefix: string): CssToken[] {
  const names = new Set<string>();
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of styleRules(rules)) {
      if (!isRootRule(rule)) continue;
      for (const property of Array.from(rule.style)) {
        if (property.startsWith(prefix)) names.add(property);
      }
    }
  }
  return Array.from(names, (name) => ({ name, value: tokenValue(name) }));
}

/** A length in px: `rem` against the root's font size, `px` as it is; `null` for anything else. */
export function toPx(length: string): number | null {
  const match = /^(-?[\d.]+)(rem|px)$/.exec(length.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  if (match[2] === 'px') return amount;
  return amount * parseFloat(getComputedStyle(document.documentElement).fontSize);
}

/** A length with its px value beside it: `0.5rem (8 px)`. */
export function withPx(length: string): string {
  const px = toPx(length);
  return px === null || length.trim().endsWith('px') ? length : `${length} (${px} px)`;
}
