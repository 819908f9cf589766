import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixturesTable } from './fixtures-table';

// Prettier pads table cells; compare the text without the padding.
const unpadded = (text: string) => text.replace(/-{3,}/g, '---').replace(/[ \t]+/g, ' ');

describe('README fixtures table', () => {
  it('is the table FIXTURES gives (run the fixtures:readme script after changing fixtures)', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(unpadded(readme)).toContain(unpadded(fixturesTable()));
  });
});
