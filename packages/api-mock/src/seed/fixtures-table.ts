import { FIXTURES } from './fixtures';
import type { Fixture } from './fixture-type';

const cell = (value: string | number | undefined) =>
  value === undefined ? '' : `\`${String(value).replace(/\|/g, '\\|')}\``;

/** The README's fixtures table: one row per named fixture, grouped by entity. */
export function fixturesTable(): string {
  const rows = Object.entries(FIXTURES).flatMap(([group, entries]) =>
    Object.entries(entries as Record<string, Fixture>).map(([name, f]) => {
      const extra = [f.slug, f.code, f.email, f.token, f.password].filter(Boolean).map(cell);
      return `| \`FIXTURES.${group}.${name}\` | ${f.id} | ${extra.join(' ')} | ${f.case.replace(/\|/g, '\\|')} |`;
    }),
  );
  return [
    '| fixture | id | slug, code, login, token | what it demonstrates |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
