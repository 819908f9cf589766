import { BREAKPOINTS, PHONE_MAX_WIDTH } from '@kurse/domain';
import { useState } from 'react';
import { toPx, tokenValue, withPx } from './css-tokens';

/**
 * The breakpoints of `BREAKPOINTS` (`@kurse/domain`) beside the `--breakpoint-*` the CSS has,
 * which `scripts/build-breakpoints.mjs` writes from them: a row that differs says so.
 */
export function BreakpointTable() {
  const [rows] = useState(() =>
    Object.entries(BREAKPOINTS).map(([name, px]) => {
      const css = tokenValue(`--breakpoint-${name}`);
      return { name, px, css, agrees: toPx(css) === px };
    }),
  );
  return (
    <div className="flex flex-col gap-3 font-sans text-sm text-foreground">
      <table className="w-full border-collapse">
        <thead>
          <tr>
            <th className="p-2 text-start">Name</th>
            <th className="p-2 text-start">Domain</th>
            <th className="p-2 text-start">CSS</th>
            <th className="p-2 text-start">Applies</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className="border-t border-border">
              <td className="p-2 font-mono">{row.name}</td>
              <td className="p-2 font-mono">{row.px} px</td>
              <td className="p-2 font-mono" data-agrees={row.agrees}>
                {withPx(row.css)}{' '}
                {row.agrees ? '✓' : '✗ differs: run scripts/build-breakpoints.mjs'}
              </td>
              <td className="p-2">
                from {row.px} px wide (<code>{row.name}:</code>,{' '}
                <code>theme(--breakpoint-{row.name})</code>)
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        A phone is a window narrower than <strong>{PHONE_MAX_WIDTH} px</strong> (
        <code>isPhone</code> of <code>@kurse/domain</code>), for the views that switch by script
        rather than by CSS.
      </p>
    </div>
  );
}
