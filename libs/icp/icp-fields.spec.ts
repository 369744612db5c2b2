import type { Enrichment, EmailSignals } from '../research/types.js';
import { isIcpField, readField, type IcpSubject } from './icp-fields.js';
import type { IcpField } from './icp-profile.js';

const signals: EmailSignals = {
  emailDomain: 'acme.com',
  registrableDomain: 'acme.com',
  isFreeEmail: false,
  isDisposable: false,
  isRoleAccount: true,
};
const enrichment: Enrichment = {
  industry: 'Software',
  employeeCount: 120,
  techStack: [],
  confidence: 0.9,
};
const subject: IcpSubject = {
  enrichment,
  signals,
  name: 'Ada',
  source: null,
  metadata: {
    plan: 'team',
    seats: 0,
    trial: false,
    nothing: null,
    tags: ['beta'],
    empty: [],
    company: { size: { band: 'mid' }, list: [{ a: 1 }] },
  },
};
const unknownSubject: IcpSubject = {
  enrichment: null,
  signals: null,
  name: null,
  source: null,
  metadata: null,
};

describe('readField', () => {
  it.each<[IcpField, IcpSubject, unknown]>([
    ['industry', subject, 'Software'],
    ['employeeCount', subject, 120],
    ['techStack', subject, []],
    ['title', subject, undefined],
    ['industry', unknownSubject, undefined],
    ['emailDomain', subject, 'acme.com'],
    ['isFreeEmail', subject, false],
    ['isRoleAccount', subject, true],
    ['isDisposable', unknownSubject, undefined],
    ['name', subject, 'Ada'],
    ['source', subject, undefined],
    ['metadata.plan', subject, 'team'],
    ['metadata.seats', subject, 0],
    ['metadata.trial', subject, false],
    ['metadata.nothing', subject, undefined],
    ['metadata.tags', subject, ['beta']],
    ['metadata.empty', subject, []],
    ['metadata.company.size.band', subject, 'mid'],
    ['metadata.company.size', subject, { band: 'mid' }],
    ['metadata.company.missing.band', subject, undefined],
    ['metadata.plan.length', subject, undefined],
    ['metadata.tags.0', subject, undefined],
    ['metadata.company.list.0.a', subject, undefined],
    ['metadata.constructor', subject, undefined],
    ['metadata.toString', subject, undefined],
    ['metadata.plan', unknownSubject, undefined],
  ])('%s', (field, from, expected) => {
    expect(readField(from, field)).toEqual(expected);
  });
});

describe('isIcpField', () => {
  it.each([
    ['industry', true],
    ['companyLocation', true],
    ['emailDomain', true],
    ['name', true],
    ['source', true],
    ['metadata.plan', true],
    ['metadata.a.b.c', true],
    ['registrableDomain', false],
    ['confidence', false],
    ['citations', false],
    ['Industry', false],
    ['metadata', false],
    ['metadata.', false],
    ['metadata..plan', false],
    ['metadata.plan.', false],
    ['toString', false],
  ])('%s -> %s', (field, expected) => {
    expect(isIcpField(field)).toBe(expected);
  });
});
