import { openDatabase, type Database } from '../db/client.ts';
import { loadEnv } from '../env.ts';

/** The database an operator command works on: the server's own, chosen by the same settings (env.ts). */
export function openConfiguredDatabase(): Promise<Database> {
  return openDatabase(loadEnv());
}
