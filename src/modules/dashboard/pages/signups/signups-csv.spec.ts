import { DEFAULT_SCORE_BANDS } from '../../../../../libs/icp/index.js';
import type { ActorExportRow } from '../../../actors/actor-page.service.js';
import { csvCell, CSV_HEADER, csvRow } from './signups-csv.js';

describe('signups CSV', () => {
  it.each([
    ['=HYPERLINK("http://evil.test")', `"'=HYPERLINK(""http://evil.test"")"`],
    ['+1 555 0100', "'+1 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['Acme, Inc.', '"Acme, Inc."'],
    ['line\nbreak', '"line\nbreak"'],
    ['plain', 'plain'],
  ])('makes %j safe for a spreadsheet', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers as they are and nothing for unknown values', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('gives every row as many cells as the header, with the band and the key facts', () => {
    const row: ActorExportRow = {
      id: '00000000-0000-4000-8000-000000000001',
      email: 'jane@acme.test',
      name: 'Jane Doe',
      status: 'enriched',
      title: 'VP Growth',
      companyName: 'Acme',
      score: 72,
      scoringStatus: 'scored',
      createdAt: new Date('2026-11-23T14:05:00Z'),
      enrichment: {
        companyDomain: 'acme.test',
        industry: 'Fintech',
        employeeCount: 120,
        location: 'Lisbon',
      },
    };
    const line = csvRow(row, DEFAULT_SCORE_BANDS);
    expect(line).toBe(
      '2026-11-23T14:05:00.000Z,Jane Doe,jane@acme.test,VP Growth,Acme,enriched,72,hot,acme.test,Fintech,120,Lisbon,,\r\n',
    );
    expect(line.split(',').length).toBe(CSV_HEADER.split(',').length);
  });
});
