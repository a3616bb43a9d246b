import type { Grants } from '@offerpilot/shared';
import type { Db } from '../../db/client.ts';
import { hashVoucherCode, newVoucherCode } from './voucher-code.ts';
import { insertVouchers } from './vouchers.repo.ts';

const CHUNK = 1000;

export interface MintOrder {
  count: number;
  grants: Grants;
  /** How many different users may redeem each code. */
  maxUses: number;
  expiresAt: Date;
  batch: string;
}

/**
 * Mints a batch in one transaction and answers its codes: the only time they exist in clear, since the
 * database keeps their hashes. Callers check the order (the operator command does).
 */
export async function mintVouchers(db: Db, order: MintOrder): Promise<string[]> {
  const codes = Array.from({ length: order.count }, newVoucherCode);
  const rows = codes.map((code) => ({
    codeHash: hashVoucherCode(code),
    batch: order.batch,
    grants: order.grants,
    maxUses: order.maxUses,
    expiresAt: order.expiresAt,
  }));
  await db.transaction(async (tx) => {
    // PostgreSQL takes at most 65535 parameters a statement: five a row, so a thousand rows at a time.
    for (let i = 0; i < rows.length; i += CHUNK) await insertVouchers(tx, rows.slice(i, i + CHUNK));
  });
  return codes;
}
