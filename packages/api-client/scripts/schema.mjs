import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

/** The contract's root file. */
export const contractFile = new URL('../../../openapi/openapi.yaml', import.meta.url);
/** Where the generated types live. */
export const schemaFile = fileURLToPath(new URL('../src/generated/schema.d.ts', import.meta.url));

const banner =
  '// Generated from openapi/openapi.yaml by `pnpm --filter @kurse/api-client generate`. Do not edit.\n';

/** The generated TypeScript declarations of the contract, as text. */
export async function generateSchema() {
  const ast = await openapiTS(contractFile, { alphabetize: false, immutable: false });
  return banner + astToString(ast);
}
