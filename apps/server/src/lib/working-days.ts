const DAY_MS = 86_400_000;

/** The same time of day `days` working days (Monday to Friday, counted in UTC) after `from`. */
export function addWorkingDays(from: Date, days: number): Date {
  let t = from.getTime();
  let left = days;
  while (left > 0) {
    t += DAY_MS;
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return new Date(t);
}
