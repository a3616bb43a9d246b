import type { Lang, SignInChannel } from '@offerpilot/shared';
import type { Env } from '../../env.ts';
import { AppError, rateLimited } from '../../core/errors.ts';
import { joinCharges, takeAll, type Charge, type LimiterFactory } from '../../lib/limiter.ts';
import { captchaPage } from './captcha.page.ts';
import type { Captcha } from './captcha.service.ts';

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Who may ask for a code: hard caps per target and day and per IP and hour (429 even with a captcha pass),
 * and after CODE_REQUESTS_BEFORE_CAPTCHA requests within an hour from one IP or for one target, a solved
 * captcha (403 `auth.captchaRequired` with the captcha page). Counters live in Redis when it is configured.
 * Each is checked and counted in one atomic step, so concurrent requests cannot all pass one check.
 */
export function createCodeGate(env: Env, limiters: LimiterFactory, captcha: Captcha) {
  const ipHour = limiters({ name: 'code-ip-hour', points: env.CODE_IP_HOURLY_CAP, seconds: HOUR });
  const targetHour = limiters({ name: 'code-target-hour', points: Number.MAX_SAFE_INTEGER, seconds: HOUR });
  const targetDay = limiters({ name: 'code-target-day', points: env.CODE_TARGET_DAILY_CAP, seconds: DAY });

  return {
    /**
     * Counts this request against every cap, and uses a captcha pass past the threshold; throws when it may
     * not have a code now (having counted nothing). The charge is to give back when no code is stored.
     */
    async take(ip: string, channel: SignInChannel, target: string, lang: Lang): Promise<Charge> {
      const key = `${channel}:${target}`;
      const taken = await takeAll([
        { limiter: ipHour, key: ip },
        { limiter: targetDay, key },
        { limiter: targetHour, key },
      ]);
      if ('wait' in taken) throw rateLimited(taken.wait);
      // The counts include this request: past the threshold means more than it before.
      const [byIp = 0, , hourly = 0] = taken.charge.counts;
      const threshold = env.CODE_REQUESTS_BEFORE_CAPTCHA;
      if (byIp <= threshold && hourly <= threshold) return taken.charge;
      const pass = await captcha.usePass(ip, channel, target);
      if (pass) return joinCharges(taken.charge, pass);
      await taken.charge.refund();
      throw new AppError('auth.captchaRequired', {}, { captchaHtml: captchaPage(lang, channel, target) });
    },
  };
}
export type CodeGate = ReturnType<typeof createCodeGate>;
