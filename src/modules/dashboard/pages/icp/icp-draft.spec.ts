import {
  parseIcpProfile,
  type IcpProfile,
} from '../../../../../libs/icp/index.js';
import {
  draftFromForm,
  draftFromProfile,
  inputFromDraft,
  parseValue,
} from './icp-draft.js';

const PROFILE: IcpProfile = {
  name: 'B2B',
  rules: [
    {
      id: 'funded',
      dimension: 'firmographic',
      field: 'fundingStage',
      op: 'in',
      value: ['Series A', 'Series B'],
      weight: 20,
      description: 'Recently funded',
    },
    {
      id: 'size',
      dimension: 'firmographic',
      field: 'employeeCount',
      op: 'between',
      value: [50, 1000],
      weight: 30,
    },
    {
      id: 'work',
      dimension: 'persona',
      field: 'isFreeEmail',
      op: 'eq',
      value: false,
      weight: 20,
    },
    {
      id: 'code',
      dimension: 'product',
      field: 'metadata.plan',
      op: 'eq',
      value: '42',
      weight: 1.5,
    },
    {
      id: 'odd',
      dimension: 'product',
      field: 'source',
      op: 'in',
      value: ['a, b', 'c'],
      weight: 1,
    },
    {
      id: 'known',
      dimension: 'data',
      field: 'industry',
      op: 'exists',
      weight: 5,
    },
  ],
};

/** The form as a browser would send the draft back. */
function asForm(draft: ReturnType<typeof draftFromProfile>): URLSearchParams {
  const form = new URLSearchParams({
    name: draft.name,
    hot: draft.hot,
    warm: draft.warm,
  });
  draft.rules.forEach((rule, i) => {
    for (const [key, value] of Object.entries(rule))
      form.set(`rule.${i}.${key}`, value);
  });
  return form;
}

describe('ICP editor drafts', () => {
  it('round-trips a stored profile through the form unchanged', () => {
    const draft = draftFromProfile(PROFILE);
    expect(draft.rules[0].value).toBe('Series A, Series B');
    expect(draft.rules[1].value).toBe('50, 1000');
    expect(draft.rules[3].value).toBe('"42"'); // text that looks like a number stays text
    const parsed = parseIcpProfile(
      inputFromDraft(draftFromForm(asForm(draft))),
    );
    expect(parsed).toEqual({ ok: true, profile: PROFILE });
  });

  it('round-trips score bands, and leaves them out when both are empty', () => {
    const banded = { ...PROFILE, bands: { hot: 80, warm: 50 } };
    const draft = draftFromProfile(banded);
    expect([draft.hot, draft.warm]).toEqual(['80', '50']);
    expect(
      parseIcpProfile(inputFromDraft(draftFromForm(asForm(draft)))),
    ).toEqual({ ok: true, profile: banded });
    expect(inputFromDraft(draftFromProfile(PROFILE))).not.toHaveProperty(
      'bands',
    );
  });

  it('reads values as typed: numbers, booleans, quoted text, comma lists, JSON lists', () => {
    expect(parseValue('eq', ' 12 ')).toBe(12);
    expect(parseValue('eq', 'true')).toBe(true);
    expect(parseValue('eq', 'Software')).toBe('Software');
    expect(parseValue('eq', '"12"')).toBe('12');
    expect(parseValue('in', 'a, b ,3')).toEqual(['a', 'b', 3]);
    expect(parseValue('between', '[1, 5]')).toEqual([1, 5]);
    expect(parseValue('exists', '')).toBeUndefined();
  });

  // The forms as the browser sends them (urlencoded), and the rules' ids read from them.
  it.each([
    [
      'keeps rules in the order of their numbers and ignores unknown fields',
      'rule.2.id=second&rule.0.id=first&rule.0.evil=x&rule.x.id=nope',
      ['first', 'second'],
    ],
    [
      'leaves out the rules whose remove box is ticked',
      'rule.0.id=kept&rule.1.id=dropped&rule.1.remove=1&rule.2.id=also+kept',
      ['kept', 'also kept'],
    ],
  ])('%s', (_, body, ids) => {
    const form = new URLSearchParams(body);
    expect(draftFromForm(form).rules.map((r) => r.id)).toEqual(ids);
  });

  it('leaves a bad weight for validation to name', () => {
    const draft = draftFromProfile(PROFILE);
    draft.rules[1].weight = 'heavy';
    const parsed = parseIcpProfile(inputFromDraft(draft));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.issues).toEqual([
        { rule: 1, message: 'weight must be a positive finite number' },
      ]);
  });
});
