import { useState } from 'react';
import { cssTokens, toPx, tokenValue, withPx } from './css-tokens';

/** The spacing steps shown: multiples of `--spacing` as in `p-4` or `gap-6`. Any step works. */
const STEPS = [1, 2, 3, 4, 5, 6, 8, 10, 12, 16] as const;

/** Tailwind's spacing: one base (`--spacing`), each class a multiple of it. */
export function SpacingScale() {
  const [base] = useState(() => tokenValue('--spacing'));
  const unit = toPx(base) ?? 0;
  return (
    <div className="flex flex-col gap-2 font-sans text-sm text-foreground">
      <p>
        <code>--spacing</code>: <code>{withPx(base)}</code>
      </p>
      <ul className="flex flex-col gap-1">
        {STEPS.map((step) => (
          <li key={step} className="flex items-center gap-3">
            <code className="w-52 shrink-0 whitespace-nowrap">
              p-{step}, gap-{step} · {step * unit} px
            </code>
            <span
              aria-hidden="true"
              className="h-4 rounded-xs bg-primary"
              style={{ width: `calc(var(--spacing) * ${step})` }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A box per token: the corner radii (`--radius-*`) or the shadows (`--shadow-*`). */
function TokenBoxes({ prefix, kind }: { prefix: string; kind: 'radius' | 'shadow' }) {
  const [tokens] = useState(() => cssTokens(prefix));
  return (
    <ul className="flex flex-wrap gap-6 font-sans text-sm text-foreground">
      {tokens.map((token) => (
        <li key={token.name} className="flex w-40 flex-col gap-2">
          <span
            aria-hidden="true"
            className="h-20 border border-border bg-surface"
            style={
              kind === 'radius'
                ? { borderRadius: `var(${token.name})`, background: 'var(--color-secondary)' }
                : { boxShadow: `var(${token.name})`, borderRadius: 'var(--radius-lg)' }
            }
          />
          <code>
            {kind === 'radius' ? 'rounded' : 'shadow'}-{token.name.slice(prefix.length)}
          </code>
          <code className="text-xs break-words text-muted-foreground">
            {kind === 'radius' ? withPx(token.value) : token.value}
          </code>
        </li>
      ))}
    </ul>
  );
}

/** The corner radii, smallest first as declared. */
export function RadiusScale() {
  return <TokenBoxes prefix="--radius-" kind="radius" />;
}

/** The shadows. */
export function ShadowScale() {
  return <TokenBoxes prefix="--shadow-" kind="shadow" />;
}
