/** Interface languages; zh is the default and the fallback (SPEC.md section 1). */
export const LANGS = ['zh', 'en'] as const;

/** An account's state: `cancelling` while a cancellation request waits for erasure (PRODUCT.md section 4). */
export const ACCOUNT_STATUSES = ['active', 'cancelling', 'locked'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh';

/** Version the web app sends in `api-version`; the server answers 426 below its minimum. */
export const API_VERSION = '1.0.0';
export const REQUEST_TIMEOUT_MS = 30_000;
export const ERROR_TOAST_MS = 3000;
export const REDIRECT_DELAY_MS = 2000;
export const DESKTOP_BREAKPOINT_PX = 1298;
export const LAYOUT_SCALE = 14;
/** Socket path shared by server and clients (a constant beside no schema: the web's socket client bundles no zod). */
export const SOCKET_PATH = '/engine.io';

/** Sign-in codes (issue 2): 6 digits, 10 minutes, 5 wrong tries, 60 s before a resend. */
export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 600;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_SECONDS = 60;

/** Prices and rights of PRODUCT.md section 4. */
export const MOCK_PRICE_CREDITS = 100;
export const LIVE_PRICE_CREDITS = 200;
export const FREE_TRIAL_MINUTES = 5;
export const NEWCOMER_ITEMS = { mocks: 1, careers: 1 } as const;
/** A career-guide start (or reset) with no attempt left takes this many credits (decision 30). */
export const CAREER_PRICE_CREDITS = 50;
export const NEWCOMER_MOCK_MINUTES = 30;
/** Questions in a mock interview, the opening and the closing included (SPEC.md section 9). */
export const MOCK_LENGTHS = [15, 20] as const;
export type MockLength = (typeof MOCK_LENGTHS)[number];
/** How a mock interview is answered: by voice (microphone) or by typing. */
export const MOCK_ANSWER_BY = ['voice', 'text'] as const;
/** Silence after speech that ends a voice answer of a mock interview (audio time), as "I'm done" does. */
export const MOCK_ANSWER_PAUSE_MS = 3_500;
/** A mock interview passes with an overall score of at least this (job center pass rates count it). */
export const MOCK_PASS_SCORE = 60;
/** The six interest areas of the career guide's inventory (Holland's RIASEC). */
export const RIASEC_AREAS = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type RiasecArea = (typeof RIASEC_AREAS)[number];
export const INVITE_SIGNUP_CREDITS = 25;
export const INVITE_FIRST_PURCHASE_DISCOUNT = 0.2;
/** On every paid recharge of an invitee, the inviter gets these credits and this share of the price in `money`. */
export const REFERRAL_RECHARGE_CREDITS = 100;
export const REFERRAL_CASHBACK_RATE = 0.1;
/** Smallest withdrawal of cashback, in fen. */
export const WITHDRAWAL_MIN_MONEY = 1000;

/** Recharge (PRODUCT.md section 4): how an order is paid and where it stands. */
export const PAYMENT_METHODS = ['sandbox', 'wechat', 'alipay', 'stripe'] as const;
export const ORDER_STATUSES = ['created', 'paid', 'expired', 'closed'] as const;
/** An unpaid order expires after this long. */
export const ORDER_TTL_MINUTES = 30;
/** How often the payment dialog asks for the order's status. */
export const PAYMENT_POLL_MS = 2000;
/** Plan levels of `vip` (SPEC.md section 6): none, premium, advanced. */
export const VIP_LEVELS = ['premium', 'advanced'] as const;
export const REFERRAL_RECORD_KINDS = ['register', 'recharge', 'withdrawal'] as const;

/** Desired positions a user may keep. */
export const MAX_GOALS = 20;
/** Working days (Monday to Friday) between a cancellation request and the erasure (SPEC.md section 9). */
export const CANCELLATION_WORKING_DAYS = 7;

/** The live assistant's pause settings: how long a silence after speech ends a question for sure. */
export const PAUSE_SETTINGS = ['short', 'medium', 'long'] as const;
/** Silence, from the end of the last speech, that ends a question under each pause setting. */
export const PAUSE_MS = { short: 600, medium: 1000, long: 1600 } as const;

/**
 * User info `initStep` (SPEC.md section 3) is a bit mask of the home page's first-run checklist: one bit per step
 * done, one for a dismissed checklist. Bits are only ever added (POST /api/user/updateMeta ORs them in), so two
 * devices never undo each other's progress.
 */
export const INIT_STEP = { materials: 1, goal: 2, explore: 4, mock: 8, dismissed: 16 } as const;
/** The checklist's steps in the order a newcomer meets them: materials, a goal, a direction, the free mock. */
export const FIRST_RUN_STEPS = ['materials', 'goal', 'explore', 'mock'] as const;
export type FirstRunStep = (typeof FIRST_RUN_STEPS)[number];
/** Every bit of `initStep` together; a larger value is refused. */
export const INIT_STEP_ALL = 31;

/** Local storage keys of SPEC.md section 3. */
export const STORAGE_KEYS = {
  token: 'token',
  referrer: 'referrer_id',
  lang: 'lang',
  globalConfig: 'globalConfig',
  layoutConfig: 'layoutConfig',
} as const;

/** Job families of the job center (PRODUCT.md section 6). Here, beside no schema, so the web app can
 * import the list without bundling zod. */
export const JOB_FIELDS = [
  'software',
  'data',
  'product',
  'design',
  'operations',
  'marketing',
  'finance',
  'sales',
] as const;

/**
 * Pairing a phone with a live session (schemas/companion.ts), here beside no schema so that the companion page
 * reads them without bundling zod. The phone opens the address part below with the token in its fragment, so no
 * server log or referrer sees it.
 */
export const COMPANION_PATH = '/Companion';
/** How long a pairing may be used (ms). */
export const PAIRING_TTL_MS = 5 * 60_000;
/** The short code's length and alphabet (no 0/O, 1/I/L). */
export const PAIRING_CODE_LENGTH = 6;
export const PAIRING_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Local storage key of the companion's own token on the phone (apart from a signed-in user's token). */
export const COMPANION_TOKEN_KEY = 'companion_token';
