// What a job title looks like, in one place: the words a role or a rank holds, in the languages
// profiles, team pages and bylines are written in. Bio titles (bio-title.ts) and team-page or
// byline titles (team-title.ts) both ask this.

/** Words a job title holds: a role or a rank. */
export const TITLE_WORDS =
  /\b(?:engineers?|developer|entwickler\w*|développeu\w+|desarrollador\w*|sviluppat\w+|ontwikkelaar|utvecklare|programist\w*|designer|architect|manager|lead|head|director|directeur\w*|directora?|direttore|chief|officer|founder|co-?founder|gründer\w*|fondat\w+|fundador\w*|oprichter|grundare|ceo|cto|cfo|coo|cmo|cpo|vp|vice president|president|partner|scientist|analyst|consultant|berater\w*|product owner|researcher|specialist|marketer|recruiter|advocate|evangelist|intern|geschäftsführer\w*|leiter\w*|ingénieur\w*|ingeniero\w*|ingegnere|programmer|sre|devops|owner|team lead|responsable|jef[ea]|gerente|directrice|présidente?|presidente|redakteur\w*|editor)\b|разработчик\w*|руководител\w+|директор\w*|инженер\w*|основател\w+|エンジニア|マネージャー|工程师|经理|總監|总监/iu;

/** Words longer than a title ever runs. */
const MAX_TITLE_WORDS = 6;

/** A short phrase holding a role word: "Head of Growth", "Staff engineer", "Gründerin & CEO". */
export function looksLikeTitle(text: string): boolean {
  return (
    TITLE_WORDS.test(text) &&
    text.split(/\s+/).length <= MAX_TITLE_WORDS &&
    text.length <= 80 &&
    !/[.!?]$|\d/.test(text)
  );
}
