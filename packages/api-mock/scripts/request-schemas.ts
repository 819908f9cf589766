// Writes src/http/generated/request-schemas.json from the contract in openapi/:
// `pnpm --filter @kurse/api-mock contract:requests`. A test fails while the file is out of date.
import { writeFileSync } from 'node:fs';
import { requestSchemas } from '../src/contract/request-schemas';

const target = new URL('../src/http/generated/request-schemas.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(await requestSchemas(), null, 2)}\n`);
console.log('src/http/generated/request-schemas.json updated');
