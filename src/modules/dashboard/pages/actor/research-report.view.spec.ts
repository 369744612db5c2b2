import type { ResearchReport } from '../../../../../libs/research/report/index.js';
import { researchReportSection } from './research-report.view.js';

const report: ResearchReport = {
  agent: 'research',
  tools: [
    {
      tool: 'dns',
      asked: 'the MX and TXT records of nowhere.test',
      outcome: 'unreachable',
      cause: 'nxdomain',
      detail: 'the domain does not exist (NXDOMAIN)',
      facts: 0,
      durationMs: 4,
    },
    {
      tool: 'website',
      asked: 'the website of halvard-gbg.se',
      outcome: 'found',
      facts: 6,
      durationMs: 120,
      policies: ['instructions'],
      companyResearch: {
        researchedAt: '2026-11-25T10:00:00.000Z',
        reused: false,
      },
    },
  ],
  dropped: [
    {
      key: 'employeeCount',
      tool: 'website',
      reason: 'other_subject',
      value: 12000,
      subject: 'Halvard Group (parentOrganization)',
    },
    { key: 'employeeCount', tool: 'website', reason: 'instructions' },
  ],
};

describe('the actor page: why some facts are missing', () => {
  it('shows each tool with its outcome, the parent, and what was not kept with why', () => {
    const text = String(
      researchReportSection(report, {
        parent: {
          name: 'Halvard Group',
          citation: {
            url: null,
            tool: 'website',
            retrievedAt: '2026-11-25T10:00:00.000Z',
          },
        },
      }),
    ).replace(/\s+/g, ' ');
    expect(text).toContain('Why some facts are missing');
    expect(text).toMatch(/Part of <strong>Halvard Group<\/strong>/);
    expect(text).toMatch(
      /unreachable<\/strong> — the domain does not exist \(NXDOMAIN\)/,
    );
    expect(text).toMatch(
      /found 6 facts<\/strong> — text addressed to AI readers/,
    );
    expect(text).toMatch(
      /“12000” .*about another organization — Halvard Group/,
    );
  });

  it('names each empty field with why it is empty, in words', () => {
    const text = String(
      researchReportSection(
        {
          ...report,
          missing: [
            { key: 'title', why: 'not_stated' },
            { key: 'employeeCount', why: 'other_organisation' },
            { key: 'companyLocation', why: 'not_linked' },
          ],
        },
        null,
      ),
    ).replace(/\s+/g, ' ');
    expect(text).toContain('Empty fields');
    expect(text).toMatch(
      /<strong>Title<\/strong>: not stated: nothing the research read says it/,
    );
    expect(text).toMatch(
      /<strong>Employees<\/strong>: refused: stated for another organization/,
    );
    expect(text).toMatch(
      /<strong>Company location<\/strong>: stated, but nothing ties it to the company/,
    );
  });

  it('lists no empty fields when none is empty (or the report predates them)', () => {
    expect(String(researchReportSection(report, null))).not.toContain(
      'Empty fields',
    );
  });

  it('shows nothing before a run has finished', () => {
    expect(String(researchReportSection(null, null)).trim()).toBe('');
  });
});
