// The words that mark a block of page text as one the extractors read: a staff count, the
// headquarters, funding, a copyright line, or text addressed to machines. One list, so the
// streaming collector keeps exactly the blocks the extractors look at (and a catalogue of
// thousands of priced products is not kept just because it has digits).

/** Words for the people a company employs, in the languages company sites most often use. */
export const STAFF_WORDS =
  'employees?|staff|people|team members|teammates|colleagues|workforce|professionals|experts|engineers|mitarbeiter(?:innen|:innen|\\*innen)?|mitarbeitende|beschäftigte|angestellte|collaborateurs|collaboratrices|salariés|employés|personnes|empleados|trabajadores|colaboradores|funcionários|dipendenti|collaboratori|medewerkers|werknemers|anställda|medarbetare';

export const HEADQUARTERS_CUES =
  'headquarter|\\bhq\\b|based in|-based|head office|hauptsitz|firmensitz|sitz in|sitz ist|sitz der|ansässig|siège|basée? à|basés à|implanté|sede|sediad|basead|ubicad|hoofdkantoor|gevestigd|siedzib|huvudkontor|baserad|baserat|säte|штаб-квартир|головной офис|базиру|本社|本部|总部|總部';

export const FUNDING_CUES =
  'раунд|привлек|pozyska|runda|シリーズ|調達|资金|資金|融资|融資|轮融|輪融|raised|raise[sd]? |funding|funded|s[eé]ries? [a-h]\\b|seed|financing round|investment round|finanzierung|levée|financement|kapitalrunde|eingesammelt|insgesamt|to date|tagit in|totalt|miljoner|millones|millions d|mio\\.|mrd\\.|rounds\\b';

/** How pages say "a team of 60" without a word for staff ("Team aus 35", "une équipe de 22"). */
export const TEAM_CUES =
  'company size|team size|unternehmensgröße|taille de l|effectif|tamaño de la empresa|bedrijfsgrootte|wielkość firmy|pracownik|osób|сотрудник|численность|従業員|社員数|员工|員工|team of|team aus|team von|équipe de|equipo de|equipe de|team van|employs|employing|beschäftigt|workforce|headcount';

export const COPYRIGHT_CUES = '©|\\(c\\)|copyright|all rights reserved';

export const MACHINE_CUES =
  'ignore|disregard|instruction|prompt|\\bai\\b|\\bki\\b|\\bia\\b|assistant|asistente|assistent|language model|sprachmodell|\\bllm|\\bagents?\\b|system:|anweisung|consigne|instrucci|this lead';

/** Badges of the platform a site is made with (trust/hosted-platform.ts). */
export const PLATFORM_CUES =
  'made with|built with|powered by|created with|hosted (?:on|by)|erstellt mit|gemacht mit|créé avec|propulsé par|hecho con|creado con|gemaakt met|skapad med|realizzato con|feito com';

/** Another organization the text is about: a parent, an owner, investors, customers. */
export const OTHER_ORGANIZATION_CUES =
  'part of|subsidiary|acquired|backed by|trusted by|parent company|member of|teil der|tochter|gehört zu|fait partie|filiale|forma parte|filial|del av|ingår i|dotterbolag|onderdeel van|case study|customer story|fallstudie|étude de cas|caso de éxito|kundcase';

/** What mail providers say about the addresses they give away (trust/mail-provider.ts). */
export const MAIL_CUES =
  'mailbox|webmail|freemail|postfach|boîte|correo|casella|e-?post|free e-?mail|e-?mail-?adresse|adresse e-?mail|e-?mail address|e-?mail account|you@|yourname@';

/** A block worth keeping for the text extractors. */
export const KEEP_BLOCK = new RegExp(
  [
    `\\b(?:${STAFF_WORDS})\\b`,
    TEAM_CUES,
    HEADQUARTERS_CUES,
    FUNDING_CUES,
    COPYRIGHT_CUES,
    MACHINE_CUES,
    PLATFORM_CUES,
    OTHER_ORGANIZATION_CUES,
    MAIL_CUES,
  ].join('|'),
  'i',
);
