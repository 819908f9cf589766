// Writes the fixtures table of README.md from FIXTURES: `pnpm --filter @kurse/api-mock fixtures:readme`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fixturesTable } from '../src/seed/fixtures-table';

const readmeUrl = new URL('../README.md', import.meta.url);
const readme = readFileSync(readmeUrl, 'utf8');
const start = readme.indexOf('<!-- fixtures:start -->');
const end = readme.indexOf('<!-- fixtures:end -->');
if (start < 0 || end < 0) throw new Error('README.md lacks the fixtures markers');
const table = `<!-- fixtures:start -->\n${fixturesTable()}\n`;
writeFileSync(readmeUrl, readme.slice(0, start) + table + readme.slice(end));
console.log('README.md fixtures table updated');
