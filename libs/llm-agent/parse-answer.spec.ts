import { parseAnswer } from './parse-answer.js';

describe('parseAnswer', () => {
  const valid = {
    enrichment: { fullName: 'Jane Doe', citations: { fullName: 'T1' } },
    intelligence: { summary: 'Jane.' },
  };

  it.each([
    ['plain JSON', JSON.stringify(valid)],
    ['a fenced block', '```json\n' + JSON.stringify(valid) + '\n```'],
    ['a sentence before it', 'Here you go: ' + JSON.stringify(valid)],
  ])('accepts %s', (_label, content) => {
    expect(parseAnswer(content)).toMatchObject({ ok: true, answer: valid });
  });

  it('treats null, empty strings and empty lists as absent', () => {
    const parsed = parseAnswer(
      JSON.stringify({
        enrichment: { fullName: 'Jane', title: null, bio: '', techStack: [] },
        intelligence: null,
      }),
    );
    expect(parsed).toEqual({
      ok: true,
      answer: { enrichment: { fullName: 'Jane' }, intelligence: {} },
    });
  });

  it('cleans text: control characters out, whitespace flattened', () => {
    const parsed = parseAnswer(
      JSON.stringify({ enrichment: { title: 'Head\u202e of\n\n Growth' } }),
    );
    expect(parsed.ok && parsed.answer.enrichment.title).toBe('Head of Growth');
  });

  it.each([
    ['no JSON at all', 'I could not find anything.'],
    [
      'a member the spec does not have',
      JSON.stringify({ enrichment: { email: 'x' } }),
    ],
    ['a wrong type', JSON.stringify({ enrichment: { employeeCount: '240' } })],
    [
      'a citation object instead of a reference',
      JSON.stringify({
        enrichment: {
          fullName: 'J',
          citations: { fullName: { url: 'https://x.test' } },
        },
      }),
    ],
    [
      'a non-web URL',
      JSON.stringify({ enrichment: { linkedinUrl: 'javascript:alert(1)' } }),
    ],
    ['extra top-level members', JSON.stringify({ ...valid, notes: 'hi' })],
  ])('refuses %s and says why', (_label, content) => {
    const parsed = parseAnswer(content);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problems.length).toBeGreaterThan(0);
  });
});
