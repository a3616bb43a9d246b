import { eq } from 'drizzle-orm';
import { voiceSamples } from '../../db/schema.ts';
import type { Queryable } from '../../lib/db-types.ts';

export type VoiceRow = Omit<typeof voiceSamples.$inferSelect, 'wav'>;
const summary = {
  uid: voiceSamples.uid,
  durationMs: voiceSamples.durationMs,
  speechMs: voiceSamples.speechMs,
  createdAt: voiceSamples.createdAt,
};

/** The user's voice sample without its audio, or undefined. */
export async function findVoice(q: Queryable, uid: number): Promise<VoiceRow | undefined> {
  const [row] = await q.select(summary).from(voiceSamples).where(eq(voiceSamples.uid, uid));
  return row;
}

/** Stores the user's voice sample in place of any earlier one. */
export async function saveVoice(
  q: Queryable,
  row: { uid: number; wav: Uint8Array; durationMs: number; speechMs: number; createdAt: Date },
): Promise<VoiceRow> {
  const { uid: _uid, ...changes } = row;
  const [saved] = await q
    .insert(voiceSamples)
    .values(row)
    .onConflictDoUpdate({ target: voiceSamples.uid, set: changes })
    .returning(summary);
  if (!saved) throw new Error('upsert into voice_samples returned nothing');
  return saved;
}

/** Removes the user's voice sample, if any. */
export async function deleteVoice(q: Queryable, uid: number): Promise<void> {
  await q.delete(voiceSamples).where(eq(voiceSamples.uid, uid));
}
