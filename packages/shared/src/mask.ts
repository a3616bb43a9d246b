/** Keeps the first `head` and last `tail` characters and stars the middle. */
function maskMiddle(value: string, head: number, tail: number): string {
  if (value.length <= head + tail) return value;
  return value.slice(0, head) + '*'.repeat(value.length - head - tail) + value.slice(-tail);
}

/** Phone shown as its first 3 and last 4 characters (SPEC.md section 2). */
export const maskPhone = (phone: string): string => maskMiddle(phone, 3, 4);

/** Email shown as its first 3 and last 3 characters (SPEC.md section 2). */
export const maskEmail = (email: string): string => maskMiddle(email, 3, 3);

/** The name on the user card: nickname, else masked phone, else masked email. */
export function displayName(user: {
  nickName?: string | null;
  phone?: string | null;
  email?: string | null;
}) {
  if (user.nickName) return user.nickName;
  if (user.phone) return maskPhone(user.phone);
  if (user.email) return maskEmail(user.email);
  return '';
}
