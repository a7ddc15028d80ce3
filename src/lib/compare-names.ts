/**
 * Two names in the order `a.localeCompare(b, 'it')` gives them, without that call on a page:
 * setting up ICU's collation took 17 ms of a desktop's first view of /matches (traced), a third
 * of the view's build, for a list of a dozen team names, and a name with an apostrophe or an
 * accent (Sant'Anna, Gioventù) needs it. Names of the characters below are compared as ICU's
 * root collation, which Italian leaves as it is, compares them: by letter first (accents and
 * case aside), then by accent, then by case, each level through the whole name before the next.
 * Any other name goes to ICU. compare-names.test.ts holds both against each other.
 */
export function compareNames(a: string, b: string): number {
  const x = weightsOf(a);
  const y = weightsOf(b);
  if (!x || !y) return a.localeCompare(b, 'it');
  for (let level = 0; level < 3; level++) {
    const shorter = Math.min(x.length, y.length);
    for (let i = 0; i < shorter; i++) {
      const difference = x[i]![level]! - y[i]![level]!;
      if (difference !== 0) return difference < 0 ? -1 : 1;
    }
    if (x.length !== y.length) return x.length < y.length ? -1 : 1;
  }
  return 0;
}

/**
 * ICU's root collation order (CLDR) of printable ASCII and the Latin-1 letters that are one
 * letter each (not ß, æ, ð, þ): one entry per letter, its forms by accent, each form lower case
 * first. Read from Node's ICU, which the test compares with; CLDR has kept this order for years.
 */
const ROOT_ORDER: readonly (readonly string[])[] = [
  [' '],
  ['_'],
  ['-'],
  [','],
  [';'],
  [':'],
  ['!'],
  ['?'],
  ['.'],
  ["'"],
  ['"'],
  ['('],
  [')'],
  ['['],
  [']'],
  ['{'],
  ['}'],
  ['@'],
  ['*'],
  ['/'],
  ['\\'],
  ['&'],
  ['#'],
  ['%'],
  ['`'],
  ['^'],
  ['+'],
  ['<'],
  ['='],
  ['>'],
  ['|'],
  ['~'],
  ['$'],
  ['0'],
  ['1'],
  ['2'],
  ['3'],
  ['4'],
  ['5'],
  ['6'],
  ['7'],
  ['8'],
  ['9'],
  ['aA', 'áÁ', 'àÀ', 'âÂ', 'åÅ', 'äÄ', 'ãÃ'],
  ['bB'],
  ['cC', 'çÇ'],
  ['dD'],
  ['eE', 'éÉ', 'èÈ', 'êÊ', 'ëË'],
  ['fF'],
  ['gG'],
  ['hH'],
  ['iI', 'íÍ', 'ìÌ', 'îÎ', 'ïÏ'],
  ['jJ'],
  ['kK'],
  ['lL'],
  ['mM'],
  ['nN', 'ñÑ'],
  ['oO', 'óÓ', 'òÒ', 'ôÔ', 'öÖ', 'õÕ', 'øØ'],
  ['pP'],
  ['qQ'],
  ['rR'],
  ['sS'],
  ['tT'],
  ['uU', 'úÚ', 'ùÙ', 'ûÛ', 'üÜ'],
  ['vV'],
  ['wW'],
  ['xX'],
  ['yY', 'ýÝ', 'ÿ'],
  ['zZ'],
];

type Weights = readonly [letter: number, accent: number, letterCase: number];

const WEIGHTS = new Map<string, Weights>(
  ROOT_ORDER.flatMap((forms, letter) =>
    forms.flatMap((form, accent) =>
      [...form].map((character, letterCase) => [character, [letter, accent, letterCase]] as const),
    ),
  ),
);

function weightsOf(name: string): Weights[] | null {
  const weights: Weights[] = [];
  for (const character of name) {
    const found = WEIGHTS.get(character);
    if (!found) return null;
    weights.push(found);
  }
  return weights;
}
