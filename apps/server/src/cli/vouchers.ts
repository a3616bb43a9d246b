// Operator command: gift codes (README "Gift codes").
//   npm run vouchers -- mint --count N [--credit X] [--vip-days D --vip-level premium|advanced] [--mocks M]
//                             [--assistants A] [--careers C] --uses U --expires 2027-01-31 [--batch NAME] [--json]
//   npm run vouchers -- list [--batch NAME] [--json]
// Uses DATABASE_URL when set, else the embedded database in DATA_DIR (stop the server first: PGlite has
// one writer). Minted codes are printed once: the database keeps only their hashes.
import { parseArgs } from 'node:util';
import { grantsSchema, type Grants } from '@offerpilot/shared';
import type { Database } from '../db/client.ts';
import { openConfiguredDatabase } from './configured-database.ts';
import { mintVouchers, type MintOrder } from '../modules/vouchers/mint.ts';
import { batchRedemptions, batchTotals } from '../modules/vouchers/vouchers.repo.ts';

const USAGE = `usage: npm run vouchers -- mint --count N [--credit X] [--vip-days D --vip-level premium|advanced]
         [--mocks M] [--assistants A] [--careers C] --uses U --expires YYYY-MM-DD [--batch NAME] [--json]
       npm run vouchers -- list [--batch NAME] [--json]`;
const MAX_COUNT = 100_000;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

/** A whole number from an option, within bounds. */
function whole(name: string, value: string | undefined, min: number, max = Number.MAX_SAFE_INTEGER) {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min || n > max)
    fail(`--${name} must be a whole number from ${min} to ${max}`);
  return n;
}

/** `--expires 2027-01-31` means valid through that day (UTC); a full ISO time is taken as it is. */
function expiry(value: string | undefined, now: Date): Date {
  if (!value) fail('--expires is required');
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
  if (Number.isNaN(at.getTime())) fail(`--expires: not a date: ${value}`);
  if (at.getTime() <= now.getTime()) fail('--expires must be in the future');
  return at;
}

type Options = Record<string, string | boolean | undefined>;
const text = (options: Options, name: string) => {
  const value = options[name];
  return typeof value === 'string' ? value : undefined;
};

/** Options that grant an item, by the name of the grant. */
const GRANT_OPTIONS = {
  credit: 'credit',
  mocks: 'mocks',
  assistants: 'assistants',
  careers: 'careers',
  vipDays: 'vip-days',
} as const;

/** The grants the options name, checked against the shared schema. */
function grantsOf(options: Options): Grants {
  const grants: Record<string, string | number> = {};
  for (const [key, name] of Object.entries(GRANT_OPTIONS)) {
    const n = whole(name, text(options, name), 0);
    if (n) grants[key] = n;
  }
  const level = text(options, 'vip-level');
  if (level) grants.vipLevel = level;
  const parsed = grantsSchema.safeParse(grants);
  if (!parsed.success)
    fail(`grants: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  if (Object.keys(parsed.data).every((key) => key === 'vipLevel')) {
    fail('a code must grant something: --credit, --vip-days, --mocks, --assistants or --careers');
  }
  return parsed.data;
}

/** The mint order the options describe, checked; exits with the usage when they do not hold. */
function mintOrder(options: Options, now: Date): MintOrder {
  const count = whole('count', text(options, 'count'), 1, MAX_COUNT);
  const maxUses = whole('uses', text(options, 'uses'), 1);
  if (count === undefined || maxUses === undefined) fail('--count and --uses are required');
  const batch = text(options, 'batch') ?? `batch-${now.toISOString().slice(0, 19).replace(/[-:T]/g, '')}`;
  return {
    count,
    grants: grantsOf(options),
    maxUses,
    expiresAt: expiry(text(options, 'expires'), now),
    batch,
  };
}

async function mint(database: Database, order: MintOrder, json: boolean): Promise<void> {
  const codes = await mintVouchers(database.db, order);
  if (json) {
    console.log(JSON.stringify({ ...order, expiresAt: order.expiresAt.toISOString(), codes }));
    return;
  }
  console.log(
    `batch ${order.batch}: ${codes.length} codes, ${order.maxUses} use(s) each, ` +
      `grants ${JSON.stringify(order.grants)}, valid until ${order.expiresAt.toISOString()}`,
  );
  console.log('The codes are shown only now; the database keeps their hashes.');
  for (const code of codes) console.log(code);
}

async function list(database: Database, options: Options): Promise<void> {
  const batch = text(options, 'batch');
  const batches = await batchTotals(database.db, batch);
  const redemptions = batch ? await batchRedemptions(database.db, batch) : [];
  if (options.json) {
    console.log(JSON.stringify({ batches, redemptions }));
    return;
  }
  if (!batches.length) console.log(batch ? `no batch named ${batch}` : 'no vouchers yet');
  for (const b of batches) {
    console.log(
      `${b.batch}: ${b.codes} codes, used ${b.used}/${b.maxUses}, grants ${b.grants}, ` +
        `expires ${b.expiresAt?.toISOString() ?? '-'}`,
    );
  }
  for (const r of redemptions)
    console.log(`  voucher ${r.voucherId} redeemed by uid ${r.uid} at ${r.at.toISOString()}`);
}

function readArgs() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        count: { type: 'string' },
        credit: { type: 'string' },
        mocks: { type: 'string' },
        assistants: { type: 'string' },
        careers: { type: 'string' },
        'vip-days': { type: 'string' },
        'vip-level': { type: 'string' },
        uses: { type: 'string' },
        expires: { type: 'string' },
        batch: { type: 'string' },
        json: { type: 'boolean' },
      },
    });
  } catch (err) {
    return fail(err instanceof Error ? err.message : String(err));
  }
}

const { positionals, values } = readArgs();
const [command] = positionals;
if (command !== 'mint' && command !== 'list') fail(command ? `unknown command: ${command}` : 'no command');
// The order is checked before the database is opened: a mistake changes nothing.
const order = command === 'mint' ? mintOrder(values, new Date()) : null;
const database = await openConfiguredDatabase();
try {
  await (order ? mint(database, order, values.json === true) : list(database, values));
} finally {
  await database.close();
}
