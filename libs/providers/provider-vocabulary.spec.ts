import {
  departmentOf,
  employeeRangeOf,
  fundingStageOf,
  industryOf,
  seniorityOf,
} from './provider-vocabulary.js';

describe("providers' words in ours", () => {
  it.each([
    [['owner', 'cxo'], 'executive'],
    ['c_suite', 'executive'],
    [['manager', 'senior'], 'manager'],
    ['head', 'director'],
    ['junior', 'entry'],
    ['unpaid', undefined],
    [42, undefined],
  ])('seniority %j -> %s', (raw, expected) => {
    expect(seniorityOf(raw)).toBe(expected);
  });

  it.each([
    ['master_engineering_technical', 'engineering'],
    [['master_human_resources'], 'people'],
    ['customer_service', 'customer_success'],
    [['trades', 'sales'], 'sales'],
    ['health', undefined],
  ])('department %j -> %s', (raw, expected) => {
    expect(departmentOf(raw)).toBe(expected);
  });

  it.each([
    ['51-200', '51-200'],
    [' 10001+ ', '10001+'],
    ['1K-5K', undefined],
    ['50-100', undefined],
    [250, undefined],
  ])('size band %j -> %s', (raw, expected) => {
    expect(employeeRangeOf(raw)).toBe(expected);
  });

  it.each([
    // the providers' documented examples (PDL, Apollo, Hunter), through keyless research's classifier
    ['computer software', 'Software'],
    ['information technology & services', 'IT Services'],
    ['information technology and services', 'IT Services'],
    ['financial services', 'Financial Services'],
    ['logistics and supply chain', 'Logistics & Transportation'],
    ['machinery', 'Manufacturing'],
    // nothing of ours clearly leads: no industry rather than a guess
    ['Internet Software & Services', undefined],
    ['internet', undefined],
    [42, undefined],
  ])('industry %j -> %s', (raw, expected) => {
    expect(industryOf(raw)).toBe(expected);
  });

  it.each([
    ['series_b', 'Series B'],
    ['Series A', 'Series A'],
    ['seed', 'Seed'],
    ['pre_seed', 'Pre-Seed'],
    ['Pre-Seed', 'Pre-Seed'],
    ['private_equity', undefined],
    ['venture', undefined],
    ['series_z', undefined],
  ])('funding stage %j -> %s', (raw, expected) => {
    expect(fundingStageOf(raw)).toBe(expected);
  });
});
