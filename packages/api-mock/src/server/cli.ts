/**
 * Command line of the demo backend:
 * `node bin/serve.mjs [--port 4010] [--host 127.0.0.1] [--scenario a,b] [--now 2027-02-24T09:00:00+01:00] [--no-demo]`.
 */
import { parseClockStart, runningClock } from '../context';
import type { Clock } from '../context';
import { parseScenarioNames } from '../scenarios';
import { DEMO_ENV, demoModeLine, parseDemoFlag } from './demo-flag';
import { DEFAULT_HOST, DEFAULT_PORT, createMockServer } from './index';
import type { MockServer } from './index';

/** Options read from the command line. */
export interface CliOptions {
  port: number;
  host: string;
  scenarios: string[];
  /** Where the clock starts (it runs on from there); unset: the system time. */
  now?: Date;
  /** Demo mode (`src/demo.ts`); unset: on. */
  demo?: boolean;
}

/**
 * Parses `--port`, `--host`, `--scenario` and `--now` (also `--x=value`) and `--demo` /
 * `--no-demo`; PORT, HOST, KURSE_DEMO_NOW and KURSE_DEMO from the environment.
 */
export function parseArgs(
  argv: readonly string[],
  env: Record<string, string | undefined> = {},
): CliOptions {
  const options: CliOptions = {
    port: Number(env['PORT'] ?? DEFAULT_PORT),
    host: env['HOST'] ?? DEFAULT_HOST,
    scenarios: [],
  };
  const now = env['KURSE_DEMO_NOW'];
  if (now) options.now = parseClockStart(now);
  const demo = parseDemoFlag(env[DEMO_ENV]);
  if (demo !== undefined) options.demo = demo;
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = (argv[i] ?? '').split('=', 2);
    if (flag === '--demo' || flag === '--no-demo') {
      options.demo = flag === '--demo' && (parseDemoFlag(inline, '--demo') ?? true);
      continue;
    }
    const value = inline ?? argv[++i] ?? '';
    if (flag === '--port') options.port = Number(value);
    else if (flag === '--host') options.host = value;
    else if (flag === '--now') options.now = parseClockStart(value);
    else if (flag === '--scenario' || flag === '--scenarios')
      options.scenarios.push(...parseScenarioNames(value));
    else if (inline === undefined) i -= 1;
  }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) {
    throw new Error(`Invalid port: ${options.port}`);
  }
  return options;
}

/** Starts the server from command-line arguments and prints its URL. */
export async function main(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): Promise<MockServer> {
  const { now, ...options } = parseArgs(argv, env);
  const clock: Clock | undefined = now ? runningClock(now) : undefined;
  const server = await createMockServer({ ...options, now: clock });
  console.log(`Kurse demo API listening on ${server.url}/api`);
  console.log(demoModeLine(server.api.demo));
  if (now) console.log(`Demo clock starts at ${now.toISOString()}`);
  return server;
}
