import { MemoryRequestBudget } from './sliding-budget.js';

describe('a rolling-window request budget', () => {
  const spec = { key: 'portal', limit: 3, windowMs: 10_000 };

  it('lets `limit` through in any window, then says how long until the oldest leaves it', async () => {
    const budget = new MemoryRequestBudget();
    for (const at of [0, 1000, 2000])
      expect(await budget.take(spec, at)).toEqual({ waitMs: 0 });
    expect(await budget.take(spec, 9000)).toEqual({ waitMs: 1001 });
    // At the window's edge a fixed window would allow twice the limit; a rolling one does not.
    expect(await budget.take(spec, 10_001)).toEqual({ waitMs: 0 });
    expect(await budget.take(spec, 10_002)).toEqual({ waitMs: 999 });
  });

  it('keeps one account’s budget apart from another’s', async () => {
    const budget = new MemoryRequestBudget();
    for (let i = 0; i < 3; i++) await budget.take(spec, i);
    expect(await budget.take({ ...spec, key: 'other' }, 3)).toEqual({
      waitMs: 0,
    });
  });
});
