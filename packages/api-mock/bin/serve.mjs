#!/usr/bin/env node
// Starts the Kurse demo backend: `node packages/api-mock/bin/serve.mjs --port 4010`.
// Plain Node ESM: registers tsx so the TypeScript sources load without a build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/server/cli.ts');
const server = await main(process.argv.slice(2), process.env);
const stop = () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
