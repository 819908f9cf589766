import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, default as Axe } from 'axe-core';
import { expect, type Page } from './test';
import { WCAG_TAGS } from './wcag';

/**
 * axe-core's script, and its setting that lets the page's frames answer the top frame whatever
 * their origin (a payment form's frames come from the gateway).
 */
const AXE_SCRIPT = `${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}
;window.axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] });`;

/**
 * Runs axe on the page as it is now and fails on any violation, listing them.
 *
 * axe goes into every frame once and runs from the top frame, which asks the others; only the
 * violations are collected. (the `@axe-core/playwright` builder injects the script twice and merges the
 * results in an extra page: on two cores that doubled the time each page's check took.)
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    // A frame that went away or refuses scripts is reported by axe itself (rule "frame-tested").
    await frame.evaluate(AXE_SCRIPT).catch(() => undefined);
  }
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof Axe }).axe;
    const results: AxeResults = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      // A frame without axe answers at once instead of after axe's default minute.
      frameWaitTime: 5_000,
    });
    return results.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => n.html),
    }));
  }, WCAG_TAGS);
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((html) => html.slice(0, 160)).join(' | ')}`,
  );
  expect(summary).toEqual([]);
}
