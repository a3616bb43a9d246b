/**
 * Stable machine keys of failures (PRODUCT.md section 2). Each is translated in i18n/{en,zh}/errors.json
 * under the same key, and maps to the HTTP status the server answers with.
 */
export const ERROR_STATUS = {
  'validation.invalid': 400,
  'body.tooLarge': 413,
  'body.malformed': 400,
  'body.unsupportedType': 415,
  'request.malformed': 400,
  'request.headersTooLarge': 431,
  'request.timeout': 408,
  'auth.required': 401,
  'auth.agreementRequired': 400,
  'auth.codeInvalid': 400,
  'auth.codeExpired': 400,
  'auth.codeAttempts': 400,
  'auth.codeTooSoon': 429,
  'auth.captchaRequired': 403,
  'auth.captchaInvalid': 400,
  'auth.wechatDisabled': 404,
  'auth.wechatFailed': 502,
  'auth.accountLocked': 403,
  'auth.accountCancelling': 403,
  'auth.sessionExpired': 401,
  'credits.insufficient': 402,
  'billing.packageNotFound': 404,
  'billing.methodUnavailable': 400,
  'order.notFound': 404,
  'order.notPayable': 409,
  'payment.providerFailed': 502,
  'payment.signatureInvalid': 400,
  'voucher.notFound': 404,
  'voucher.expired': 410,
  'voucher.usedUp': 409,
  'voucher.alreadyRedeemed': 409,
  'voucher.tooManyAttempts': 429,
  'referral.moneyInsufficient': 409,
  'realtime.channelInvalid': 400,
  'realtime.threadForbidden': 403,
  'delivery.failed': 502,
  'rate.limited': 429,
  'version.outdated': 426,
  'route.notFound': 404,
  'jobs.notFound': 404,
  'materials.notFound': 404,
  'materials.limit': 409,
  'materials.fileMissing': 400,
  'materials.uploadMalformed': 400,
  'materials.unsupportedType': 415,
  'materials.tooLarge': 413,
  'materials.unreadable': 422,
  'materials.empty': 422,
  'materials.tooMuchData': 422,
  'materials.tooSlow': 422,
  'materials.textUnreadable': 422,
  'materials.voiceNotWav': 415,
  'materials.voiceTooLong': 422,
  'materials.voiceTooShort': 422,
  'materials.voiceOneSentence': 422,
  'goals.notFound': 404,
  'goals.limit': 409,
  'live.notFound': 404,
  'live.ended': 409,
  'live.nothingToAnswer': 409,
  'session.inProgress': 409,
  'session.notEnded': 409,
  'mock.turnNotFound': 404,
  'tts.unavailable': 404,
  'tts.failed': 502,
  'pairing.invalid': 404,
  'pairing.expired': 410,
  'pairing.used': 409,
  'companion.unpaired': 401,
  'system.error': 500,
  'server.notReady': 503,
  'server.shuttingDown': 503,
} as const;

export type ErrorKey = keyof typeof ERROR_STATUS;

/** The envelope every answer uses, success or failure (PRODUCT.md section 2). */
export interface Envelope<T = unknown> {
  success: boolean;
  code: number;
  message: string;
  result: T;
  error?: ErrorKey;
}
