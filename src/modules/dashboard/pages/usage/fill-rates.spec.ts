import { fillRates } from './fill-rates.js';

describe('fill rates', () => {
  it('gives each fact the share of signups that have it, most often found first', () => {
    const rates = fillRates([
      { companyName: 'Acme', title: 'CTO', techStack: ['Go'] },
      { companyName: 'Globex', title: '' },
      { companyName: 'Initech', techStack: [] },
      {},
    ]);
    expect(rates[0]).toEqual({ fact: 'companyName', have: 3, percent: 75 });
    expect(rates.find((r) => r.fact === 'title')).toEqual({
      fact: 'title',
      have: 1,
      percent: 25,
    });
    expect(rates.find((r) => r.fact === 'techStack')?.have).toBe(1);
    expect(rates.find((r) => r.fact === 'industry')?.percent).toBe(0);
  });

  it('has nothing to say without enriched signups', () => {
    expect(fillRates([])).toEqual([]);
  });
});
