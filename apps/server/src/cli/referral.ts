// Operator command: referral cashback withdrawals, settled by support (README "Referral withdrawals").
//   npm run referral -- withdrawals [--status requested|settled|rejected] [--json]
//   npm run referral -- settle ID     paid out: marks the withdrawal settled
//   npm run referral -- reject ID     refused: marks it rejected and returns the amount to the user, once
// Uses DATABASE_URL when set, else the embedded database in DATA_DIR (stop the server first: PGlite has
// one writer).
import { parseArgs } from 'node:util';
import type { Database } from '../db/client.ts';
import { openConfiguredDatabase } from './configured-database.ts';
import { withdrawals } from '../modules/referral/referral.repo.ts';
import {
  rejectWithdrawal,
  settleWithdrawal,
  type WithdrawalOutcome,
} from '../modules/referral/withdrawals.ts';

const USAGE = `usage: npm run referral -- withdrawals [--status requested|settled|rejected] [--json]
       npm run referral -- settle ID
       npm run referral -- reject ID`;
const STATUSES = ['requested', 'settled', 'rejected'];

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

async function list(database: Database, status: string | undefined, json: boolean): Promise<void> {
  const rows = await withdrawals(database.db, status);
  if (json) {
    console.log(
      JSON.stringify(
        rows.map((r) => ({ ...r.record, amount: -r.record.money, email: r.email, phone: r.phone })),
      ),
    );
    return;
  }
  if (!rows.length) console.log(status ? `no ${status} withdrawals` : 'no withdrawals');
  for (const { record: r, email, phone } of rows) {
    console.log(
      `#${r.id} ${r.status} uid ${r.uid} (${phone ?? email ?? '-'}) ${yuan(-r.money)} CNY to ${r.account ?? '-'}, ` +
        `asked ${r.createdAt.toISOString()}${r.settledAt ? `, closed ${r.settledAt.toISOString()}` : ''}`,
    );
  }
}

/** Prints what settle/reject did; exit code 1 when refused. */
function report(id: number, verb: 'settled' | 'rejected', { outcome, record }: WithdrawalOutcome): void {
  if (outcome === 'done')
    console.log(`withdrawal #${id} ${verb} (${yuan(-record.money)} CNY, uid ${record.uid})`);
  else if (outcome === 'already') console.log(`withdrawal #${id} was already ${verb}; nothing changed`);
  else {
    console.error(
      record ? `withdrawal #${id} is ${record.status}; it cannot be ${verb}` : `no withdrawal #${id}`,
    );
    process.exitCode = 1;
  }
}

function readArgs() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { status: { type: 'string' }, json: { type: 'boolean' } },
    });
  } catch (err) {
    return fail(err instanceof Error ? err.message : String(err));
  }
}

const { positionals, values } = readArgs();
const [command, idText] = positionals;
if (values.status && !STATUSES.includes(values.status))
  fail(`--status must be one of ${STATUSES.join(', ')}`);
const id = Number(idText);
if (command === 'settle' || command === 'reject') {
  if (!Number.isSafeInteger(id) || id <= 0) fail(`${command} needs the withdrawal's id`);
} else if (command !== 'withdrawals') fail(command ? `unknown command: ${command}` : 'no command');

const database = await openConfiguredDatabase();
try {
  if (command === 'settle') report(id, 'settled', await settleWithdrawal(database.db, id, new Date()));
  else if (command === 'reject') report(id, 'rejected', await rejectWithdrawal(database.db, id, new Date()));
  else await list(database, values.status, values.json === true);
} finally {
  await database.close();
}
