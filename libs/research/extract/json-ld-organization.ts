// Reads schema.org Organization data out of JSON-LD blocks. Sites write JSON-LD loosely (single
// values or arrays, strings or objects, prefixed types), so every reader here is tolerant and
// returns undefined rather than guessing.
import { cleanText, cleanUrl } from './clean-text.js';
import { HEADQUARTERS_MARK } from './address-text.js';
import { rangeLabel } from './headcount-range.js';
import { parseCount } from './numbers.js';

export interface OrganizationData {
  /** where the block came from: JSON-LD, or Microdata / RDFa attributes in the HTML */
  format?: 'json-ld' | 'microdata' | 'rdfa';
  /**
   * How the block sits in the page's data: `top` (a block of its own, a @graph member, a page's
   * mainEntity or about) or the property that names it from another node (`parentOrganization`,
   * `brand`, `publisher`, `funder`, `customer` …): then it is another subject than its holder.
   */
  relation?: string;
  /** index (in the page's list) of the organization holding it under `relation`, if one does */
  holder?: number;
  /** the block's absolute @id (a relative one names nothing outside the page) */
  id?: string;
  /** every text value of the block, to quarantine a block that addresses machines */
  texts?: string[];
  /** schema.org types, unprefixed ("Dentist", "CollegeOrUniversity") */
  types?: string[];
  name?: string;
  description?: string;
  url?: string;
  logo?: string;
  sameAs: string[];
  employeeCount?: number;
  employeeRange?: string;
  /** 'Locality, Region, Country' */
  location?: string;
  foundingDate?: string;
}

// Organization and the subtypes a company site plausibly uses (schema.org's LocalBusiness alone
// has dozens: a dental practice marks itself up as a Dentist, a university as a
// CollegeOrUniversity).
const ORGANIZATION_TYPES = new Set([
  'Organization',
  'Corporation',
  'LocalBusiness',
  'OnlineBusiness',
  'OnlineStore',
  'NGO',
  'EducationalOrganization',
  'CollegeOrUniversity',
  'School',
  'HighSchool',
  'GovernmentOrganization',
  'MedicalOrganization',
  'MedicalClinic',
  'Hospital',
  'Dentist',
  'Physician',
  'Pharmacy',
  'NewsMediaOrganization',
  'ResearchOrganization',
  'SportsOrganization',
  'PerformingGroup',
  'Airline',
  'Consortium',
  'Cooperative',
  'LibrarySystem',
  'ProfessionalService',
  'LegalService',
  'Attorney',
  'AccountingService',
  'FinancialService',
  'BankOrCreditUnion',
  'InsuranceAgency',
  'RealEstateAgent',
  'Store',
  'Bakery',
  'Restaurant',
  'FoodEstablishment',
  'Hotel',
  'LodgingBusiness',
  'TravelAgency',
  'AutomotiveBusiness',
  'HealthAndBeautyBusiness',
  'SportsActivityLocation',
  'ExerciseGym',
  'HomeAndConstructionBusiness',
  'EmploymentAgency',
  'WorkersUnion',
  'FundingScheme',
]);
const EMPLOYEE_RANGES: ReadonlyArray<[number, string]> = [
  [10, '1-10'],
  [50, '11-50'],
  [200, '51-200'],
  [500, '201-500'],
  [1000, '501-1000'],
  [5000, '1001-5000'],
  [10000, '5001-10000'],
  [Infinity, '10001+'],
];

export function employeeRange(count: number): string | undefined {
  if (!Number.isFinite(count) || count < 1) return undefined;
  return EMPLOYEE_RANGES.find(([max]) => count <= max)?.[1];
}

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const first = (value: Json): Json => (Array.isArray(value) ? value[0] : value);

function typeNames(node: Record<string, Json>): string[] {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
  return types
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.replace(/^(https?:\/\/schema\.org\/|schema:)/, ''));
}

/**
 * A headcount as JSON-LD writes it: a whole number, or a string in the site's local format
 * ("1.200" in German is 1200, not 1.2; "2,5" is no headcount). See numbers.ts.
 */
function toNumber(value: Json): number | undefined {
  if (typeof value === 'number')
    return Number.isInteger(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  return parseCount(value.trim().replace(/\+$/, '').trim());
}

function employees(raw: Json): { count?: number; range?: string } {
  const value = first(raw);
  const exact = toNumber(isObject(value) ? value.value : value);
  if (exact !== undefined) return { count: exact, range: employeeRange(exact) };
  if (!isObject(value)) return {};
  const [min, max] = [toNumber(value.minValue), toNumber(value.maxValue)];
  // A stated range is a range (as prose states one: headcount-range.ts); no count is claimed.
  if (min === undefined || max === undefined) return {};
  return { range: rangeLabel(min, max) };
}

function oneAddress(value: Json): string | undefined {
  if (typeof value === 'string') return cleanText(value, 200);
  if (!isObject(value)) return undefined;
  // A Place names its address under `address`; a PostalAddress is the address itself.
  if (value.address !== undefined && value.addressLocality === undefined)
    return oneAddress(first(value.address));
  const country = isObject(value.addressCountry)
    ? value.addressCountry.name
    : value.addressCountry;
  const parts = [value.addressLocality, value.addressRegion, country].map(
    (part) => cleanText(first(part), 80),
  );
  return cleanText(parts.filter(Boolean).join(', '), 200);
}

/** An address (or Place) marked as the headquarters by its name, description or contact type. */
function markedHeadquarters(value: Json): boolean {
  if (!isObject(value)) return false;
  return [value.name, value.description, value.contactType, value['@type']]
    .map(first)
    .some((text) => typeof text === 'string' && HEADQUARTERS_MARK.test(text));
}

/**
 * The company's seat: its one address, or of several (a list of offices) the one marked as the
 * headquarters. A list of offices with none marked says where offices are, not where the
 * company is: no location (the first office is not the seat because it is listed first).
 */
function location(raw: Json): string | undefined {
  const list = (Array.isArray(raw) ? raw : [raw]).filter(
    (v) => v !== undefined && v !== null,
  );
  const places = [...new Set(list.map(oneAddress).filter(Boolean))];
  if (places.length <= 1) return places[0];
  const marked = [
    ...new Set(list.filter(markedHeadquarters).map(oneAddress).filter(Boolean)),
  ];
  return marked.length === 1 ? marked[0] : undefined;
}

function logo(raw: Json, base?: string): string | undefined {
  const value = first(raw);
  return cleanUrl(
    isObject(value) ? (value.url ?? value.contentUrl) : value,
    base,
  );
}

export function toOrganization(
  node: Record<string, Json>,
  base?: string,
): OrganizationData {
  const { count, range } = employees(node.numberOfEmployees);
  const sameAs = (Array.isArray(node.sameAs) ? node.sameAs : [node.sameAs])
    .map((link) => cleanUrl(link, base))
    .filter((link): link is string => link !== undefined)
    .slice(0, 50);
  const id = typeof node['@id'] === 'string' ? node['@id'].trim() : '';
  return {
    types: typeNames(node).slice(0, 10),
    name: cleanText(first(node.name) ?? first(node.legalName), 200),
    description: cleanText(first(node.description), 500),
    url: cleanUrl(first(node.url), base),
    ...(/^https?:\/\//i.test(id) ? { id: cleanUrl(id) } : {}),
    logo: logo(node.logo, base),
    sameAs,
    employeeCount: count,
    employeeRange: range,
    // `location` may be free text ("Worldwide", "Remote"): only a Place or address counts.
    location:
      location(node.address) ??
      location(
        (Array.isArray(node.location) ? node.location : [node.location]).filter(
          isObject,
        ),
      ),
    foundingDate: cleanText(first(node.foundingDate), 40),
    texts: textsOf(node),
  };
}

/** The node's own text values (not those of nodes nested in it), bounded. */
function textsOf(node: Record<string, Json>): string[] {
  const out: string[] = [];
  const add = (value: Json, depth: number) => {
    if (out.length >= 40 || depth > 2) return;
    if (typeof value === 'string') out.push(value.slice(0, 1000));
    else if (Array.isArray(value))
      for (const v of value.slice(0, 20)) add(v, depth + 1);
    else if (isObject(value) && !isOrganizationNode(value))
      for (const v of Object.values(value).slice(0, 20)) add(v, depth + 1);
  };
  for (const [key, value] of Object.entries(node))
    if (!key.startsWith('@')) add(value, 0);
  return out;
}

export function isOrganizationNode(node: Record<string, Json>): boolean {
  return typeNames(node).some((type) => ORGANIZATION_TYPES.has(type));
}

export { isObject, typeNames, type Json };
