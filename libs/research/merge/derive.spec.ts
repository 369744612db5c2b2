import {
  deriveFacts,
  departmentFromTitle,
  employeeRangeFor,
  seniorityFromTitle,
} from './derive.js';
import { citationFor } from '../../../test/support/fixtures/tool-results.js';
import type { Fact, FactKey } from '../types.js';

describe('seniorityFromTitle', () => {
  it.each([
    ['CEO', 'executive'],
    ['Co-founder & CTO', 'executive'],
    ['Founder', 'executive'],
    ['Chief Revenue Officer', 'executive'],
    ['Chief of Staff', 'director'],
    ['VP of Engineering', 'vp'],
    ['Senior Vice President, Sales', 'vp'],
    ['SVP Marketing', 'vp'],
    ['Director of Product', 'director'],
    ['Head of Growth', 'director'],
    ['Engineering Manager', 'manager'],
    ['Senior Product Manager', 'manager'],
    ['Tech Lead', 'manager'],
    ['Senior Software Engineer', 'senior'],
    ['Staff Engineer', 'senior'],
    ['Principal Designer', 'senior'],
    ['Software Engineering Intern', 'entry'],
    ['Junior Developer', 'entry'],
    ['Software Engineer', 'individual_contributor'],
    ['Accountant', 'individual_contributor'],
    // German, French and Spanish ranks (team pages)
    ['Leiter Vertrieb', 'director'],
    ['Teamleiterin Support', 'manager'],
    ['Geschäftsführerin', 'executive'],
    ['Directrice commerciale', 'director'],
    ['Directeur général', 'executive'],
    ['Directora de Producto', 'director'],
    ['Gerente de ventas', 'manager'],
    ['Développeur', 'individual_contributor'],
    ['   ', null],
  ])('%s -> %s', (title, expected) => {
    expect(seniorityFromTitle(title)).toBe(expected);
  });
});

describe('departmentFromTitle', () => {
  it.each([
    ['CTO', 'engineering'],
    ['CFO', 'finance'],
    ['CEO', 'executive'],
    ['Founder', 'executive'],
    ['Product Designer', 'design'],
    ['Product Marketing Manager', 'marketing'],
    ['Senior Product Manager', 'product'],
    ['Staff Software Engineer', 'engineering'],
    ['Data Scientist', 'data'],
    ['Account Executive', 'sales'],
    ['Solutions Engineer', 'sales'],
    ['Customer Success Manager', 'customer_success'],
    ['Head of People', 'people'],
    ['Technical Recruiter', 'people'],
    ['General Counsel', 'legal'],
    ['VP Operations', 'operations'],
    ['Senior Vice President, Sales', 'sales'],
    ['President', 'executive'],
    ['Financial Controller', 'finance'],
    ['Leiter Vertrieb', 'sales'],
    ['Directrice commerciale', 'sales'],
    ['Directora de Producto', 'product'],
    ['Wizard', null],
  ])('%s -> %s', (title, expected) => {
    expect(departmentFromTitle(title)).toBe(expected);
  });
});

describe('employeeRangeFor', () => {
  it.each([
    [1, '1-10'],
    [10, '1-10'],
    [11, '11-50'],
    [50, '11-50'],
    [51, '51-200'],
    [200, '51-200'],
    [201, '201-500'],
    [500, '201-500'],
    [501, '501-1000'],
    [1000, '501-1000'],
    [1001, '1001-5000'],
    [5000, '1001-5000'],
    [5001, '5001-10000'],
    [10000, '5001-10000'],
    [10001, '10001+'],
    [250000, '10001+'],
    [0, null],
    [-3, null],
    [Number.NaN, null],
  ])('%d -> %s', (count, expected) => {
    expect(employeeRangeFor(count)).toBe(expected);
  });
});

describe('deriveFacts', () => {
  const titleFact: Fact = {
    key: 'title',
    value: 'VP Engineering',
    citation: citationFor('gravatar', 'https://gravatar.com/jane'),
  };
  const countFact: Fact = {
    key: 'employeeCount',
    value: 120,
    citation: citationFor('website', 'https://acme.com'),
  };

  it('derives from title and employeeCount, citing the source fact', () => {
    const kept = new Map<FactKey, Fact>([
      ['title', titleFact],
      ['employeeCount', countFact],
    ]);
    expect(deriveFacts(kept)).toEqual([
      {
        key: 'seniority',
        value: 'vp',
        citation: { ...titleFact.citation, title: 'Derived from title' },
      },
      {
        key: 'department',
        value: 'engineering',
        citation: { ...titleFact.citation, title: 'Derived from title' },
      },
      {
        key: 'employeeRange',
        value: '51-200',
        citation: {
          ...countFact.citation,
          title: 'Derived from employeeCount',
        },
      },
    ]);
  });

  it('never replaces a fact a tool found', () => {
    const kept = new Map<FactKey, Fact>([
      ['title', titleFact],
      [
        'seniority',
        {
          key: 'seniority',
          value: 'executive',
          citation: citationFor('github'),
        },
      ],
      [
        'department',
        {
          key: 'department',
          value: 'product',
          citation: citationFor('github'),
        },
      ],
      ['employeeCount', countFact],
      [
        'employeeRange',
        {
          key: 'employeeRange',
          value: '11-50',
          citation: citationFor('website'),
        },
      ],
    ]);
    expect(deriveFacts(kept)).toEqual([]);
  });

  it('derives nothing without inputs', () => {
    expect(deriveFacts(new Map())).toEqual([]);
  });
});
