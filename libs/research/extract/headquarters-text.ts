// Where a company says it is, in prose: "headquartered in Porto", "Hauptsitz in Husum", "siège
// social à Lyon", "con sede en Logroño", "z siedzibą w Krakowie", "штаб-квартира в Москве",
// "本社は東京都", "总部位于上海", "a Berlin-based studio". The cue is the rule, in every language
// our corpus covers (en, de, fr, es, pt, it, nl, pl, sv, ru, ja, zh); the place is the capitalised
// name that follows it (or, in Japanese and Chinese, the first administrative name). A list of
// places ("based in London, Paris and Berlin") names offices, not a seat: no headquarters.
import { cleanText } from './clean-text.js';
import { nominativePlace } from './place-names.js';

/** A place a block states as the seat, and where in the block the statement starts. */
export interface PlaceStated {
  value: string;
  at: number;
  /**
   * Stated as a label ("Headquarters: Austin", "Siedziba: Gdańsk", "本社：福岡"): on the
   * company's own site a label names the site's owner, as its address does.
   */
  label: boolean;
}

/** Cues written with a Latin or Cyrillic place after them in its own form, case-insensitive. */
const CUES = [
  // en
  String.raw`headquartered\s+in`,
  String.raw`headquarters\s+(?:is|are)\s+(?:located\s+)?in`,
  String.raw`headquarters\s*:`,
  String.raw`head\s+office\s+(?:is\s+)?(?:in|:)`,
  String.raw`\bHQ\s*(?::|is\s+in|in)`,
  String.raw`(?:we\s+are|we['’]re|is|are)\s+(?:proudly\s+)?based\s+in`,
  // "a software studio based in Sheffield": an organisation's kind, then "based in"
  String.raw`(?:company|studio|agency|firm|team|business|startup|consultancy|practice|lab|labs|manufacturer|provider|developer|publisher|organi[sz]ation|nonprofit|charity|clinic|bakery|brewery)\s+based\s+in`,
  // de
  String.raw`hauptsitz\s+(?:ist\s+)?(?:in|:)`,
  String.raw`firmensitz\s+(?:ist\s+)?(?:in|:)`,
  String.raw`(?:mit|unser|unseren|ihren|seinen|hat\s+(?:ihren|seinen)|haben\s+unseren)\s+sitz\s+in`,
  String.raw`sitz\s+der\s+gesellschaft\s*(?:ist\s+)?(?:in|:)`,
  String.raw`ansässig\s+in`,
  // fr
  String.raw`siège(?:\s+social)?\s+(?:est\s+)?(?:situé\s+|basé\s+|installé\s+)?(?:à|:)`,
  String.raw`(?:basée?s?|implantée?s?)\s+à`,
  // es / pt / it (one word, "sede", three prepositions)
  String.raw`sede(?:\s+(?:central|principal|social|legale|centrale|operativa))?\s+(?:está\s+|fica\s+|é\s+|è\s+)?(?:en|em|a|in|:)`,
  String.raw`(?:tiene|tem|ha)\s+(?:su\s+|sua\s+)?sede\s+(?:en|em|a|in)`,
  String.raw`(?:sediad[ao]s?|basead[ao]s?|con\s+sede|com\s+sede|ubicad[ao]s?)\s+(?:en|em|a|in)`,
  // nl
  String.raw`hoofdkantoor\s+(?:is\s+)?(?:gevestigd\s+)?(?:in|te|:)`,
  String.raw`gevestigd\s+(?:in|te)`,
  // pl, ru: with a colon the place is in its own form ("Siedziba: Kraków")
  String.raw`siedziba(?:\s+(?:firmy|spółki))?\s*:`,
  String.raw`(?:штаб-квартира|головной\s+офис)\s*:`,
  // sv
  String.raw`huvudkontor(?:et)?\s+(?:ligger\s+)?(?:i|:)`,
  String.raw`(?:baserade?|baserat|säte)\s+i`,
];
const CUE = new RegExp(String.raw`(?:${CUES.join('|')})\s*`, 'giu');

/** Cues after which the place is declined (pl locative "w Krakowie", ru "в Москве"). */
const DECLINED_CUE = new RegExp(
  String.raw`(?:${[
    String.raw`siedzib[aąę]\s+(?:firmy\s+|spółki\s+)?(?:znajduje\s+się\s+)?we?`,
    String.raw`штаб-квартир[аы]\s+(?:компании\s+)?(?:находится\s+|расположена\s+)?во?`,
    String.raw`головной\s+офис\s+(?:находится\s+|расположен\s+)?во?`,
    String.raw`базиру(?:ется|емся|ются)\s+во?`,
  ].join('|')})\s+`,
  'giu',
);

// A place is capitalised, so it is matched apart from the cue (under the i flag \p{Lu} would match
// any letter). "Rotterdam, the Netherlands" and "Boulder, Colorado" keep their region.
const PLACE_WORD = String.raw`(?:St\.\s|Ste\.\s|Mt\.\s|г\.\s?)?[\p{Lu}][\p{L}'’-]*`;
const PLACE_AT = new RegExp(
  String.raw`(${PLACE_WORD}(?:[ -]${PLACE_WORD}){0,3})(?:,\s*((?:the\s+)?${PLACE_WORD}(?:\s${PLACE_WORD}){0,2}))?`,
  'uy',
);
/** What may follow a region: the end of its clause. */
const REGION_END =
  /^\s*(?:$|[.;:!?)]|,\s*\p{Ll}|,\s*\p{Lu}|\s+(?:and|und|et|y|e|en|och|i)\s)/u;
/** After the first place, more places joined by "and": a list of offices, not one seat. */
const LIST_TAIL = new RegExp(
  String.raw`^(?:\s*,\s*${PLACE_WORD}(?:\s${PLACE_WORD}){0,2})*\s*,?\s+(?:and|&|und|et|y|e|en|och|oraz|i|и|и|или)\s+\p{Lu}`,
  'u',
);

/** "a Berlin-based studio", "Lisbon-based": the place before "-based". */
const PLACE_BASED = new RegExp(
  String.raw`(?<![\p{L}-])(${PLACE_WORD}(?:\s${PLACE_WORD}){0,2})-based\b`,
  'gu',
);

/** Japanese and Chinese: the cue, then the first prefecture or city name. */
const CJK_CUE =
  /(?:本社(?:所在地)?(?:は|：|:|\s)|本部(?:は|：|:)|总部(?:位于|设在|设于|在|：|:)|總部(?:位於|設在|設於|在|：|:))\s*(?:〒?\s*[\d-]+\s*)?(?:日本(?:国)?|中国|中華人民共和国|中华人民共和国)?/gu;
// Cities first: some end in a character that is also a suffix (成都, 京都).
const CJK_PLACE =
  /^(北京|上海|天津|重庆|重慶|深圳|广州|廣州|杭州|香港|台北|臺北|東京|大阪|京都|横浜|名古屋|福岡|札幌|成都|南京|武汉|苏州|蘇州|西安)|^([\p{Script=Han}\p{Script=Katakana}]{1,6}?)(?:都|道|府|県|省|市)/u;

/** Every place `block` states as the company's seat (the subject is judged by the caller). */
export function headquartersStated(block: string): PlaceStated[] {
  const found: PlaceStated[] = [];
  for (const [cues, declined] of [
    [CUE, false],
    [DECLINED_CUE, true],
  ] as const)
    for (const cue of block.matchAll(cues)) {
      const at = cue.index ?? 0;
      const place = placeAfter(block, at + cue[0].length, declined);
      const label = /[:：]\s*$/.test(cue[0]);
      if (place) found.push({ value: place, at, label });
    }
  for (const match of block.matchAll(PLACE_BASED)) {
    const place = nominativePlace(match[1], false);
    if (place) found.push({ value: place, at: match.index ?? 0, label: false });
  }
  for (const cue of block.matchAll(CJK_CUE)) {
    const rest = block.slice((cue.index ?? 0) + cue[0].length);
    const match = CJK_PLACE.exec(rest);
    const place = match?.[1] ?? match?.[2];
    if (place && place.length >= 2)
      found.push({
        value: place,
        at: cue.index ?? 0,
        label: /[:：]$/.test(cue[0].trim()),
      });
  }
  return found;
}

/** The one place named at `from`, with its region; none for a list of places. */
function placeAfter(
  block: string,
  from: number,
  declined: boolean,
): string | undefined {
  PLACE_AT.lastIndex = from;
  const match = PLACE_AT.exec(block);
  if (!match) return undefined;
  const after = block.slice(PLACE_AT.lastIndex);
  // "Headquarters: Bahnhofstrasse 3, 8001 Zürich": a street and its number, not a place.
  if (/^\s*\d/.test(block.slice(from + match[1].length))) return undefined;
  if (LIST_TAIL.test(block.slice(from + match[1].length))) return undefined;
  // "Headquartered in Manchester, Brickfield works with …": the part after the comma is the
  // sentence's subject, not a region; nor is "Registergericht Freiburg HRB 7001". A region ends
  // its clause. "London, Paris, Berlin": a list.
  const region =
    match[2] && REGION_END.test(after) && !/^\s+\p{Ll}/u.test(after)
      ? match[2]
      : undefined;
  if (region && /^\s*,\s*\p{Lu}/u.test(after)) return undefined;
  const place = nominativePlace(match[1].replace(/^г\.\s?/, ''), declined);
  if (place === undefined) return undefined;
  return cleanText(region && !declined ? `${place}, ${region}` : place, 80);
}
