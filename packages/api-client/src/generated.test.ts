import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateSchema, schemaFile } from '../scripts/schema.mjs';

describe('generated contract types', () => {
  it('are up to date with openapi/ (run `pnpm --filter @kurse/api-client generate` after a change)', async () => {
    const committed = readFileSync(schemaFile, 'utf8');
    const fresh = await generateSchema();
    expect(fresh.length).toBeGreaterThan(1000);
    expect(committed === fresh, 'src/generated/schema.d.ts is stale: regenerate it').toBe(true);
  }, 60_000);
});
