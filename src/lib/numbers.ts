/*
 * Numbers as the league's languages write them, without Intl: a page's first number format
 * loads the browser's number data, 0.1–0.25 s of a phone's CPU (4x), traced in /tables' first
 * view (/players/{id}'s made one too), and the first views must read as the app does. Each is tested against Intl in
 * every language the site has, for the numbers a page shows (below a thousand: no grouping).
 */

/** The decimal separator of each UI language. */
const DECIMAL_SEPARATOR: Readonly<Record<string, string>> = { it: ',', en: '.', nl: ',' };

/** A number with two decimals, as Intl.NumberFormat writes it with two fraction digits: 1,50. */
export function twoDecimals(value: number, language: string): string {
  // Intl rounds the number as its shortest form reads (0.075 → 0.08), toFixed its binary value
  // (0.07499… → 0.07): shift the written form, then round half up as Intl does.
  const hundredths = Number(`${value}e2`);
  const rounded = Number.isFinite(hundredths) ? Math.round(hundredths) / 100 : value;
  return rounded.toFixed(2).replace('.', DECIMAL_SEPARATOR[language] ?? ',');
}

/**
 * A whole number with its sign unless it is zero (+3, 0, -2): a goal difference. The same as
 * Intl.NumberFormat's `signDisplay: 'exceptZero'` in the league's languages for a number below
 * a thousand, which has no group separator.
 */
export function signedWhole(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}
