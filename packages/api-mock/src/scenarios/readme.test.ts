import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCENARIOS } from './catalogue';
import { EVERY_OPERATION } from './catalogue-faults';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('README', () => {
  it('lists every scenario with its operations', () => {
    for (const s of SCENARIOS) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${s.name}\``));
      expect(row, s.name).toBeDefined();
      if (s.operations === EVERY_OPERATION) expect(row, s.name).toContain('every operation');
      else for (const op of s.operations) expect(row, `${s.name} ${op}`).toContain(`\`${op}\``);
    }
  });
});
