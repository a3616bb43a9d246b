import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** Every setting the server reads, with its default; the README lists the same table. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** Prefix of every Redis key and channel, so that several deployments may share one Redis. */
  REDIS_KEY_PREFIX: z.string().default('op:'),
  /** When a live interview is charged (the free trial, 5 minutes); shorter only in tests. */
  LIVE_CHARGE_AFTER_MS: z.coerce.number().int().min(100).default(300_000),
  /** Free starts of a live interview per user and UTC day; past them a session is charged when it starts. */
  LIVE_FREE_SESSIONS_PER_DAY: z.coerce.number().int().min(0).default(3),
  /** How long the newcomer's free mock interview may run before the server ends it (30 minutes); shorter in tests. */
  MOCK_NEWCOMER_LIMIT_MS: z.coerce.number().int().min(100).default(1_800_000),
  /** A session without activity this long gets the still-there prompt (SPEC.md section 9: 5 minutes). */
  SESSION_IDLE_MS: z.coerce.number().int().min(100).default(300_000),
  /** After the still-there prompt, a session still without activity ends this much later. */
  SESSION_IDLE_END_MS: z.coerce.number().int().min(100).default(300_000),
  /**
   * How long a thread's runner keeps going here after its last socket left: a network blip that drops every
   * screen at once (a laptop's Wi-Fi, a phone's tunnel) must not cut the hint being written.
   */
  SESSION_DETACH_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** How often due account cancellations are erased (one run per period across all processes). */
  ACCOUNT_ERASURE_EVERY_MS: z.coerce.number().int().min(100).default(3_600_000),
  WEB_DIST: z.string().optional(),
  /**
   * A self-hosted desktop release: a folder holding `latest-mac.yml` and the installers it names, served under
   * /updates/ (the web app's default update host). Unset: /updates/ answers 404.
   */
  UPDATES_DIR: z.string().optional(),
  /** The update host's origin when it is another site (the web app's VITE_UPDATE_HOST): pages may fetch from it. */
  UPDATE_HOST: z.string().url().optional(),
  /** How long a stopping process (SIGTERM) may take to hand its sessions and jobs over before it exits anyway. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(100).default(10_000),
  /**
   * Prometheus metrics, never public: on a port of their own (METRICS_PORT on METRICS_HOST, loopback unless set)
   * and/or at /metrics of the app's port for `Authorization: Bearer <METRICS_TOKEN>`. Both unset: no metrics.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(16).optional(),
  CORS_ORIGINS: list,
  TRUST_PROXY: bool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  MIN_API_VERSION: z.string().default('1.0.0'),
  LATEST_API_VERSION: z.string().default('1.0.0'),
  SESSION_TTL_DAYS: z.coerce.number().positive().default(30),
  /** In-process cache of checked tokens: seconds an entry is trusted (at most 30) and the entry count. */
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(30).default(30),
  SESSION_CACHE_SIZE: z.coerce.number().int().min(1).default(10_000),
  /** Seconds GET /api/user/info may answer from memory (changes clear it at once; 0 turns it off). */
  USER_CACHE_SECONDS: z.coerce.number().min(0).max(30).default(30),
  /** Sign-in attempts (POST /api/auth/verify) per IP and minute. */
  VERIFY_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Code delivery: outbox (default), smtp, aliyun (SMS). Email and phone pick separately. */
  EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMS_PROVIDER: z.enum(['outbox', 'aliyun']).default('outbox'),
  /** The outbox page (GET /outbox) answers loopback clients only unless this is true. */
  OUTBOX_PUBLIC: bool,
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('OfferPilot <no-reply@localhost>'),
  ALIYUN_SMS_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com/'),
  ALIYUN_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  /**
   * Captcha: HMAC key for ALTCHA challenges (derived from the shared server secret when unset) and the
   * proof-of-work size: the secret counter is drawn below this number (ALTCHA's maxnumber).
   */
  CAPTCHA_HMAC_KEY: z.string().optional(),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().positive().default(100_000),
  CODE_REQUESTS_BEFORE_CAPTCHA: z.coerce.number().int().min(0).default(3),
  /** Code requests one solved captcha allows (for 10 minutes, per IP and target). */
  CAPTCHA_PASS_CODES: z.coerce.number().int().positive().default(3),
  /** Hard caps on code requests, captcha or not: per target and day, per IP and hour. */
  CODE_TARGET_DAILY_CAP: z.coerce.number().int().positive().default(10),
  CODE_IP_HOURLY_CAP: z.coerce.number().int().positive().default(30),
  /** WeChat QR sign-in ("qrconnect"); hidden unless both are set. */
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  WECHAT_OPEN_BASE: z.string().url().default('https://open.weixin.qq.com'),
  WECHAT_API_BASE: z.string().url().default('https://api.weixin.qq.com'),
  /** Chat model (any OpenAI-compatible endpoint); unset: the offline coach. Time-outs in milliseconds. */
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  LLM_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  LLM_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  /** Speech recognition: none, an OpenAI-compatible transcription endpoint, or a local sherpa-onnx model. */
  ASR_PROVIDER: z.enum(['none', 'openai', 'sherpa-onnx']).default('none'),
  ASR_BASE_URL: z.string().url().optional(),
  ASR_API_KEY: z.string().optional(),
  ASR_MODEL: z.string().default('whisper-1'),
  ASR_MODEL_DIR: z.string().optional(),
  ASR_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /** Speech synthesis (OpenAI-compatible); unset: the web app uses the browser's voice. */
  TTS_BASE_URL: z.string().url().optional(),
  TTS_API_KEY: z.string().optional(),
  TTS_MODEL: z.string().default('tts-1'),
  TTS_VOICE: z.string().default('alloy'),
  TTS_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /**
   * Payments: the offline sandbox (auto: on only while no vendor is configured) and each vendor whose settings
   * are all there. Key settings are paths of PEM (or bare base64) files.
   */
  PAYMENT_SANDBOX: z.enum(['auto', 'true', 'false']).default('auto'),
  /** The operator's price list (JSON, the format of modules/billing/default-packages.json); unset: the default. */
  PACKAGES_FILE: z.string().optional(),
  PAYMENT_SANDBOX_SECRET: z.string().optional(),
  WECHATPAY_MCHID: z.string().optional(),
  WECHATPAY_APPID: z.string().optional(),
  WECHATPAY_SERIAL_NO: z.string().optional(),
  WECHATPAY_PRIVATE_KEY_PATH: z.string().optional(),
  WECHATPAY_PLATFORM_PUBLIC_KEY_PATH: z.string().optional(),
  WECHATPAY_PLATFORM_SERIAL: z.string().optional(),
  WECHATPAY_APIV3_KEY: z.string().optional(),
  WECHATPAY_BASE_URL: z.string().url().default('https://api.mch.weixin.qq.com'),
  ALIPAY_APP_ID: z.string().optional(),
  ALIPAY_PRIVATE_KEY_PATH: z.string().optional(),
  ALIPAY_PUBLIC_KEY_PATH: z.string().optional(),
  ALIPAY_GATEWAY: z.string().url().default('https://openapi.alipay.com/gateway.do'),
  ALIPAY_MODE: z.enum(['qr', 'page']).default('qr'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  /** Wrong gift codes allowed per user and per IP within 10 minutes; the next attempt answers 429. */
  VOUCHER_WRONG_PER_USER: z.coerce.number().int().positive().default(5),
  VOUCHER_WRONG_PER_IP: z.coerce.number().int().positive().default(20),
  /** CNY per USD: converts the referral cashback of a USD order into `money`, which is kept in fen. */
  CASHBACK_USD_CNY: z.coerce.number().positive().default(7.1),
});

export type Env = z.infer<typeof envSchema>;

/** Where a command was typed: npm runs scripts from the root and says where it was called in INIT_CWD. */
export function invocationDir(source: NodeJS.ProcessEnv = process.env): string {
  return source.INIT_CWD ?? process.cwd();
}

/** Reads and checks process.env once; a bad value stops the start with a clear message. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    if (!issue) throw new Error('Invalid settings');
    throw new Error(`Invalid setting ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}
