/**
 * The local Stripe-compatible sandbox on its own (npm start and npm test start it themselves):
 *   npx tsx scripts/stripe-sandbox.ts [--port 12111] [--state .data/stripe-sandbox.json] [--retry-base-ms 1000]
 * Without --port it takes 12111 when free, another free port otherwise; without --state it keeps everything in
 * memory. Prints its URL (give it to the app as STRIPE_SANDBOX_URL); Ctrl-C stops it.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { onShutdownSignal } from './lib/processes';
import { freePort } from './services/free-port';
import { startStripeSandbox } from './services/stripe-sandbox';

const PREFERRED_PORT = 12111;

function integerFlag(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`--${name} takes a whole number, not '${value}'`);
  return Number(value);
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      state: { type: 'string' },
      'retry-base-ms': { type: 'string' },
    },
  });
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const sandbox = await startStripeSandbox({
    port: integerFlag(values.port, 'port') ?? (await freePort(PREFERRED_PORT)),
    stateFile: values.state ? resolve(values.state) : undefined,
    retryBaseMs: integerFlag(values['retry-base-ms'], 'retry-base-ms'),
    log,
  });
  log(`Stripe sandbox listening on ${sandbox.url} (${values.state ? `state in ${values.state}` : 'in memory'})`);
  onShutdownSignal(() => {
    void sandbox.stop().finally(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
