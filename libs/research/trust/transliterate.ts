// A brand written in Cyrillic or Greek usually has a domain in Latin letters: "Вектор" at
// vektor.ru, "Αθηνά" at athina.gr. To compare the two, a name is also read in Latin letters, in
// the common romanisations (one letter can be written two ways: х as kh or h, кс as ks or x).

const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
};
const GREEK: Readonly<Record<string, string>> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};
/** Other common ways to write the same sounds. */
const VARIANTS: ReadonlyArray<[RegExp, string]> = [
  [/ks/g, 'x'],
  [/kh/g, 'h'],
  [/y/g, 'i'],
  [/v/g, 'b'],
  [/ts/g, 'c'],
];

/** `squashed` (a squashed name) in Latin letters, in its common romanisations; [] when Latin already. */
export function romanisations(squashed: string): string[] {
  if (!/[\u0370-\u03ff\u0400-\u04ff]/u.test(squashed)) return [];
  const latin = [...squashed]
    .map((ch) => CYRILLIC[ch] ?? GREEK[ch] ?? ch)
    .join('');
  return [
    ...new Set([
      latin,
      ...VARIANTS.map(([from, to]) => latin.replace(from, to)),
    ]),
  ];
}
