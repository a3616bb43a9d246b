import type { Lang, SignInChannel } from '@offerpilot/shared';
import type { Env } from '../../env.ts';
import { AppError, rateLimited } from '../../core/errors.ts';
import { take, usage, type LimiterFactory } from '../../lib/limiter.ts';
import { captchaPage } from './captcha.page.ts';
import type { Captcha } from './captcha.service.ts';

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Who may ask for a code: hard caps per target and day and per IP and hour (429 even with a captcha pass),
 * and after CODE_REQUESTS_BEFORE_CAPTCHA requests within an hour from one IP or for one target, a solved
 * captcha (403 `auth.captchaRequired` with the captcha page). Counters live in Redis when it is configured.
 */
export function createCodeGate(env: Env, limiters: LimiterFactory, captcha: Captcha) {
  const ipHour = limiters({ name: 'code-ip-hour', points: env.CODE_IP_HOURLY_CAP, seconds: HOUR });
  const targetHour = limiters({ name: 'code-target-hour', points: Number.MAX_SAFE_INTEGER, seconds: HOUR });
  const targetDay = limiters({ name: 'code-target-day', points: env.CODE_TARGET_DAILY_CAP, seconds: DAY });

  return {
    /** Throws when this request may not have a code now; uses a captcha pass when one is needed. */
    async admit(ip: string, channel: SignInChannel, target: string, lang: Lang): Promise<void> {
      const key = `${channel}:${target}`;
      const [byIp, hourly, daily] = await Promise.all([
        usage(ipHour, ip),
        usage(targetHour, key),
        usage(targetDay, key),
      ]);
      if (byIp.used >= env.CODE_IP_HOURLY_CAP) throw rateLimited(byIp.secondsLeft);
      if (daily.used >= env.CODE_TARGET_DAILY_CAP) throw rateLimited(daily.secondsLeft);
      const threshold = env.CODE_REQUESTS_BEFORE_CAPTCHA;
      if (byIp.used < threshold && hourly.used < threshold) return;
      if (await captcha.usePass(ip, channel, target)) return;
      throw new AppError('auth.captchaRequired', {}, { captchaHtml: captchaPage(lang, channel, target) });
    },

    /** Counts a code that was issued. */
    async record(ip: string, channel: SignInChannel, target: string): Promise<void> {
      const key = `${channel}:${target}`;
      await Promise.all([take(ipHour, ip), take(targetHour, key), take(targetDay, key)]);
    },
  };
}
export type CodeGate = ReturnType<typeof createCodeGate>;
