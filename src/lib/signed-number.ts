/**
 * A whole number with its sign unless it is zero (+3, 0, -2): a goal difference. The same as
 * Intl.NumberFormat's `signDisplay: 'exceptZero'` in the league's languages for a number below
 * a thousand, which has no group separator. Without Intl, because a page's first number format
 * loads the browser's number data: 0.1–0.25 s of a phone's CPU (4x), traced in /tables' first
 * view, whose table must read as the app's does.
 */
export function signedWhole(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}
