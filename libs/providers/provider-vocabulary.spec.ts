import {
  departmentOf,
  employeeRangeOf,
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
});
