import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type ChallengeParameters } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { hmacSha256 } from '../../lib/crypto.ts';
import { take, takeAll, type Charge, type LimiterFactory } from '../../lib/limiter.ts';
import { purposeKey } from '../../lib/server-secret.ts';

const CHALLENGE_SECONDS = 600;
const PASS_SECONDS = 600;

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({ algorithm: z.literal('SHA-256'), nonce: z.string().min(16).max(128) }),
    signature: z.string().max(256),
  }),
  solution: z.object({
    counter: z.number().int(),
    derivedKey: z.string().max(256),
    time: z.number().optional(),
  }),
});

function parsePayload(payload: string) {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
  } catch {
    return null;
  }
}

/**
 * Self-hosted proof of work (ALTCHA): signed challenges whose secret counter lies below CAPTCHA_MAX_NUMBER,
 * verified solutions accepted once, and passes that let one IP and target ask for a few more codes.
 * Challenge expiry is real time (the widget and altcha-lib read the wall clock).
 *
 * A pass is a counter allowed up to 0 that a solved captcha sets to -CAPTCHA_PASS_CODES: each use is one
 * atomic increment, and where no pass was granted the count starts at 0, so there is nothing to use.
 */
export function createCaptcha(ctx: AppContext, limiters: LimiterFactory) {
  const passes = limiters({ name: 'captcha-pass-left', points: 0, seconds: PASS_SECONDS });
  const solved = limiters({ name: 'captcha-solved', points: 1, seconds: CHALLENGE_SECONDS * 2 });
  const passKey = (ip: string, channel: string, target: string) => `${ip}|${channel}:${target}`;
  const secrets = async () => {
    const signing = ctx.env.CAPTCHA_HMAC_KEY ?? (await purposeKey(ctx.db, 'captcha'));
    return { hmacSignatureSecret: signing, hmacKeySignatureSecret: hmacSha256(signing, 'altcha-key') };
  };

  return {
    /** A fresh signed challenge for the widget. */
    async challenge(): Promise<Challenge> {
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(0, ctx.env.CAPTCHA_MAX_NUMBER),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
        ...(await secrets()),
      });
    },

    /** True for a correct, unexpired solution of our own challenge that was never used before. */
    async verify(payload: string): Promise<boolean> {
      const parsed = parsePayload(payload);
      if (!parsed?.success) return false;
      const { challenge, solution } = parsed.data;
      const result = await verifySolution({
        challenge: {
          parameters: challenge.parameters as unknown as ChallengeParameters,
          signature: challenge.signature,
        },
        solution,
        deriveKey,
        ...(await secrets()),
      });
      return result.verified && (await take(solved, challenge.parameters.nonce)) === null;
    },

    /** Lets this IP ask for CAPTCHA_PASS_CODES more codes for this target within 10 minutes. */
    async grantPass(ip: string, channel: string, target: string): Promise<void> {
      await passes.set(passKey(ip, channel, target), -ctx.env.CAPTCHA_PASS_CODES, PASS_SECONDS);
    },

    /**
     * Uses one request of a pass in one atomic step: the charge to give back when no code goes out after all,
     * or null when there is no pass or it is used up.
     */
    async usePass(ip: string, channel: string, target: string): Promise<Charge | null> {
      const taken = await takeAll([{ limiter: passes, key: passKey(ip, channel, target) }]);
      return 'charge' in taken ? taken.charge : null;
    },
  };
}
export type Captcha = ReturnType<typeof createCaptcha>;
