import type { ProviderLog } from '../types.ts';
import { createAlipay } from './alipay.ts';
import { readPrivateKey, readPublicKey } from './keys.ts';
import { createSandboxPayments, type SandboxPayments } from './sandbox.ts';
import { createStripePayments } from './stripe.ts';
import type { Clock, PaymentMethod, PaymentProvider } from './types.ts';
import { createWechatPay } from './wechat-pay.ts';

export * from './types.ts';
export type { SandboxPayments } from './sandbox.ts';

/** Settings the payment providers read; the server's parsed env satisfies it. */
export interface PaymentConfig {
  PAYMENT_SANDBOX: 'auto' | 'true' | 'false';
  PAYMENT_SANDBOX_SECRET?: string;
  WECHATPAY_MCHID?: string;
  WECHATPAY_APPID?: string;
  WECHATPAY_SERIAL_NO?: string;
  WECHATPAY_PRIVATE_KEY_PATH?: string;
  WECHATPAY_PLATFORM_PUBLIC_KEY_PATH?: string;
  WECHATPAY_PLATFORM_SERIAL?: string;
  WECHATPAY_APIV3_KEY?: string;
  WECHATPAY_BASE_URL: string;
  ALIPAY_APP_ID?: string;
  ALIPAY_PRIVATE_KEY_PATH?: string;
  ALIPAY_PUBLIC_KEY_PATH?: string;
  ALIPAY_GATEWAY: string;
  ALIPAY_MODE: 'qr' | 'page';
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_BASE?: string;
}

/** The enabled providers by method; `sandbox` is there when enabled, with its checkout-page helpers. */
export interface PaymentProviders {
  byMethod: Partial<Record<PaymentMethod, PaymentProvider>>;
  sandbox: SandboxPayments | null;
}

type Group<K extends keyof PaymentConfig> = { [P in K]: string };

/**
 * The settings of one vendor: none set means the vendor is off; some set means all are needed, and the
 * first missing one stops the start by name.
 */
function group<K extends keyof PaymentConfig>(
  config: PaymentConfig,
  vendor: string,
  names: K[],
): Group<K> | null {
  if (!names.some((name) => config[name])) return null;
  for (const name of names) {
    if (!config[name]) throw new Error(`${name} must be set when the other ${vendor} settings are.`);
  }
  return Object.fromEntries(names.map((name) => [name, String(config[name])])) as Group<K>;
}

function wechat(config: PaymentConfig, clock?: Clock): PaymentProvider | null {
  const s = group(config, 'WeChat Pay', [
    'WECHATPAY_MCHID',
    'WECHATPAY_APPID',
    'WECHATPAY_SERIAL_NO',
    'WECHATPAY_PRIVATE_KEY_PATH',
    'WECHATPAY_PLATFORM_PUBLIC_KEY_PATH',
    'WECHATPAY_PLATFORM_SERIAL',
    'WECHATPAY_APIV3_KEY',
  ]);
  if (!s) return null;
  if (Buffer.byteLength(s.WECHATPAY_APIV3_KEY) !== 32)
    throw new Error('WECHATPAY_APIV3_KEY must be 32 bytes.');
  return createWechatPay({
    mchid: s.WECHATPAY_MCHID,
    appid: s.WECHATPAY_APPID,
    serialNo: s.WECHATPAY_SERIAL_NO,
    privateKey: readPrivateKey(s.WECHATPAY_PRIVATE_KEY_PATH, 'WECHATPAY_PRIVATE_KEY_PATH'),
    platform: {
      serial: s.WECHATPAY_PLATFORM_SERIAL,
      publicKey: readPublicKey(s.WECHATPAY_PLATFORM_PUBLIC_KEY_PATH, 'WECHATPAY_PLATFORM_PUBLIC_KEY_PATH'),
    },
    apiV3Key: s.WECHATPAY_APIV3_KEY,
    baseUrl: config.WECHATPAY_BASE_URL,
    clock,
  });
}

function alipay(config: PaymentConfig, clock?: Clock): PaymentProvider | null {
  const s = group(config, 'Alipay', ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_PATH', 'ALIPAY_PUBLIC_KEY_PATH']);
  if (!s) return null;
  return createAlipay({
    appId: s.ALIPAY_APP_ID,
    privateKey: readPrivateKey(s.ALIPAY_PRIVATE_KEY_PATH, 'ALIPAY_PRIVATE_KEY_PATH'),
    alipayPublicKey: readPublicKey(s.ALIPAY_PUBLIC_KEY_PATH, 'ALIPAY_PUBLIC_KEY_PATH'),
    gateway: config.ALIPAY_GATEWAY,
    mode: config.ALIPAY_MODE,
    clock,
  });
}

function stripe(config: PaymentConfig, clock?: Clock): PaymentProvider | null {
  const s = group(config, 'Stripe', ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
  if (!s) return null;
  return createStripePayments({
    secretKey: s.STRIPE_SECRET_KEY,
    webhookSecret: s.STRIPE_WEBHOOK_SECRET,
    apiBase: config.STRIPE_API_BASE,
    clock,
  });
}

export interface PaymentOptions {
  /** The sandbox key when PAYMENT_SANDBOX_SECRET is unset (e.g. derived from the stored server secret). */
  sandboxSecret?: string;
  clock?: Clock;
  log?: ProviderLog;
}

/**
 * The payment methods chosen by settings: each vendor whose settings are there, and the sandbox when
 * PAYMENT_SANDBOX=true, or by default (auto) when no vendor is configured, so that a real deployment never
 * offers a free checkout by accident. A half-made vendor configuration or an unreadable key stops the start.
 */
export function createPaymentProviders(
  config: PaymentConfig,
  options: PaymentOptions = {},
): PaymentProviders {
  const real = [wechat(config, options.clock), alipay(config, options.clock), stripe(config, options.clock)];
  const vendors = real.filter((p): p is PaymentProvider => p !== null);
  const sandboxOn =
    config.PAYMENT_SANDBOX === 'true' || (config.PAYMENT_SANDBOX === 'auto' && !vendors.length);
  const sandbox = sandboxOn
    ? createSandboxPayments({ secret: config.PAYMENT_SANDBOX_SECRET ?? options.sandboxSecret })
    : null;
  const all = sandbox ? [sandbox, ...vendors] : vendors;
  options.log?.info({ payments: all.map((p) => p.method) }, 'Payment providers');
  return { byMethod: Object.fromEntries(all.map((p) => [p.method, p])), sandbox };
}
