// The words that mark a block of page text as one the extractors read: a staff count, the
// headquarters, funding, a copyright line, or text addressed to machines. One list, so the
// streaming collector keeps exactly the blocks the extractors look at (and a catalogue of
// thousands of priced products is not kept just because it has digits).

/** Words for the people a company employs, in the languages company sites most often use. */
export const STAFF_WORDS =
  'employees?|staff|people|team members|teammates|colleagues|workforce|professionals|experts|engineers|mitarbeiter(?:innen|:innen|\\*innen)?|mitarbeitende|beschäftigte|angestellte|collaborateurs|collaboratrices|salariés|employés|personnes|empleados|trabajadores|colaboradores|funcionários|dipendenti|collaboratori|medewerkers|werknemers|anställda|medarbetare';

export const HEADQUARTERS_CUES =
  'headquarter|\\bhq\\b|based in|hauptsitz|firmensitz|sitz in|sitz ist|siège|sede|hoofdkantoor';

export const FUNDING_CUES =
  'raised|raise[sd]? |funding|funded|series [a-h]\\b|seed|financing round|investment round|finanzierung|levée|financement|kapitalrunde';

export const COPYRIGHT_CUES = '©|\\(c\\)|copyright|all rights reserved';

export const MACHINE_CUES =
  'ignore|disregard|instruction|prompt|\\bai\\b|assistant|language model|\\bllm|system:';

/** A block worth keeping for the text extractors. */
export const KEEP_BLOCK = new RegExp(
  [
    `\\b(?:${STAFF_WORDS})\\b`,
    HEADQUARTERS_CUES,
    FUNDING_CUES,
    COPYRIGHT_CUES,
    MACHINE_CUES,
  ].join('|'),
  'i',
);
