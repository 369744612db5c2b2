// Rules as data for the derivations in derive.ts. First matching rule wins, so order matters:
// more specific titles come first ("Product Designer" is design, not product).

export type Seniority =
  | 'executive'
  | 'vp'
  | 'director'
  | 'manager'
  | 'senior'
  | 'entry'
  | 'individual_contributor';

export type Department =
  | 'executive'
  | 'engineering'
  | 'data'
  | 'product'
  | 'design'
  | 'sales'
  | 'marketing'
  | 'customer_success'
  | 'finance'
  | 'people'
  | 'operations'
  | 'legal';

export interface TitleRule<T> {
  pattern: RegExp;
  value: T;
}

/** Matched against the lowercased title. A title that matches none is an individual contributor. */
export const SENIORITY_RULES: ReadonlyArray<TitleRule<Seniority>> = [
  // "Chief of Staff" is a senior operator, not a C-level officer.
  { pattern: /\bchief of staff\b/, value: 'director' },
  {
    pattern:
      /\b(chief|c[etfmopri]o|cxo|ciso|founder|co-?founder|owner|(?<!vice[- ])president|managing director|(?:managing|senior|general|founding|equity) partner)\b/,
    value: 'executive',
  },
  // The same ranks in German, French and Spanish (team pages are written in them): without
  // them a "Leiter Vertrieb" would fall through to individual contributor.
  {
    pattern:
      /\b(geschäftsführer\w*|gründer\w*|fondat(?:eur|rice)\w*|fundador\w*|pdg|directeur général|directrice générale|directora? general|consejer[oa] delegad[oa]|présidente?|presidente)(?![\p{L}])/u,
    value: 'executive',
  },
  { pattern: /\b(vp|svp|evp|avp|vice[- ]president)\b/, value: 'vp' },
  { pattern: /\bteamleit\w*/, value: 'manager' },
  {
    pattern:
      /\b(director|head of|head|directora|directrice|directeur|leiter\w*|leiterin)(?![\p{L}])/u,
    value: 'director',
  },
  {
    pattern:
      /\b(manager|lead|team lead|supervisor|gerente|responsable|jef[ea])\b/,
    value: 'manager',
  },
  {
    pattern: /\b(senior|sr\.?|staff|principal|distinguished)\b/,
    value: 'senior',
  },
  {
    pattern: /\b(intern|junior|jr\.?|graduate|trainee|apprentice)\b/,
    value: 'entry',
  },
];

export const DEFAULT_SENIORITY: Seniority = 'individual_contributor';

/** Matched against the lowercased title; no match means no department fact. */
export const DEPARTMENT_RULES: ReadonlyArray<TitleRule<Department>> = [
  { pattern: /\b(cto|ciso)\b/, value: 'engineering' },
  { pattern: /\bcfo\b/, value: 'finance' },
  { pattern: /\bcmo\b/, value: 'marketing' },
  { pattern: /\b(cro|chief revenue)\b/, value: 'sales' },
  { pattern: /\b(cpo|chief product)\b/, value: 'product' },
  { pattern: /\b(coo|chief operating)\b/, value: 'operations' },
  {
    pattern:
      /\b(ceo|chief executive|founder|co-?founder|owner|(?<!vice[- ])president)\b/,
    value: 'executive',
  },
  { pattern: /\b(designer|design|ux|ui|user experience)\b/, value: 'design' },
  {
    pattern: /\b(customer success|customer support|support|account manag\w*)\b/,
    value: 'customer_success',
  },
  {
    pattern:
      /\b(sales|account executive|business development|bdr|sdr|solutions? engineer\w*|revenue|vertrieb|verkauf|commercial\w*|comercial|ventas)\b/,
    value: 'sales',
  },
  {
    pattern:
      /\b(marketing|growth|brand|content|seo|communications|developer relations|devrel|community)\b/,
    value: 'marketing',
  },
  {
    pattern: /\b(data|analytics|analyst|machine learning|ml|ai)\b/,
    value: 'data',
  },
  { pattern: /\b(product|producto|produit|produkt\w*)\b/, value: 'product' },
  {
    pattern:
      /\b(engineer\w*|developer|software|devops|sre|architect|programmer|security|infrastructure|platform|it|cto)\b/,
    value: 'engineering',
  },
  {
    pattern:
      /\b(finance|financial|accounting|accountant|controller|treasury)\b/,
    value: 'finance',
  },
  {
    pattern: /\b(hr|human resources|people|talent|recruit\w*)\b/,
    value: 'people',
  },
  { pattern: /\b(legal|counsel|attorney|lawyer|compliance)\b/, value: 'legal' },
  {
    pattern: /\b(operations|ops|office manager|logistics|procurement)\b/,
    value: 'operations',
  },
];

/** Upper bound (inclusive) of each employee-count bucket, in ascending order. */
export const EMPLOYEE_RANGES: ReadonlyArray<{ max: number; label: string }> = [
  { max: 10, label: '1-10' },
  { max: 50, label: '11-50' },
  { max: 200, label: '51-200' },
  { max: 500, label: '201-500' },
  { max: 1000, label: '501-1000' },
  { max: 5000, label: '1001-5000' },
  { max: 10000, label: '5001-10000' },
  { max: Number.POSITIVE_INFINITY, label: '10001+' },
];
