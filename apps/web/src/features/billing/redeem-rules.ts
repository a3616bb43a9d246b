/**
 * The rule of the shared `redeemBody` restated for the browser (the web bundle leaves zod out; a test keeps
 * the two in step): 4 to 64 letters, digits, dashes and spaces once trimmed.
 */
const CODE_PATTERN = /^[A-Za-z0-9 -]{4,64}$/;

/** The code to send, trimmed, or null when it cannot be a gift code. */
export function redeemCodeOf(value: string): string | null {
  const code = value.trim();
  return CODE_PATTERN.test(code) ? code : null;
}
