// Generates src/generated/schema.d.ts from the contract. Never edit the output by hand:
// `pnpm --filter @kurse/api-client generate` after every contract change (a test fails when stale).
import { writeFileSync } from 'node:fs';
import { generateSchema, schemaFile } from './schema.mjs';

writeFileSync(schemaFile, await generateSchema());
console.log(`Wrote ${schemaFile}`);
