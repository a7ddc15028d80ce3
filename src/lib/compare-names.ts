/**
 * Two names in the order `a.localeCompare(b, 'it')` gives them, without that first call on a
 * page: setting up ICU's collation took 17 ms of a desktop's first view of /matches (traced),
 * a third of the view's build, for a list of a dozen team names. Names of ASCII letters,
 * digits and spaces are compared as ICU's root collation, which Italian leaves as it is,
 * compares them: spaces before digits before letters, case aside; then, between names equal
 * so, lower case before upper case at the first difference. Any other name goes to ICU.
 */
export function compareNames(a: string, b: string): number {
  if (!PLAIN.test(a) || !PLAIN.test(b)) return a.localeCompare(b, 'it');
  const shorter = Math.min(a.length, b.length);
  for (let i = 0; i < shorter; i++) {
    const difference = primary(a.charCodeAt(i)) - primary(b.charCodeAt(i));
    if (difference !== 0) return difference < 0 ? -1 : 1;
  }
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  for (let i = 0; i < shorter; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    // The same letter in another case: the lower case one, the higher code, comes first.
    if (x !== y) return x > y ? -1 : 1;
  }
  return 0;
}

const PLAIN = /^[A-Za-z0-9 ]*$/;
const SPACE = 32;
const NINE = 57;

/** A character's place before case: space, digits, then letters with their case folded. */
const primary = (code: number) => (code === SPACE ? 0 : code <= NINE ? code : (code | 0x20) + 100);
