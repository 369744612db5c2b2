// The fresh intent of a refresh reaches every tool's input: a cache of findings (a per-company
// one) reads `input.fresh` to know it must not answer from what it kept.
import { researchInputFor } from './research-input.js';

describe('researchInputFor', () => {
  const subject = { email: 'jane@acme.test', name: null, metadata: null };

  it('marks the input fresh when the subject asks for fresh research', () => {
    expect(researchInputFor({ ...subject, fresh: true }).input.fresh).toBe(
      true,
    );
  });

  it('leaves it out otherwise, so kept findings may answer', () => {
    expect(researchInputFor(subject).input).not.toHaveProperty('fresh');
    expect(
      researchInputFor({ ...subject, fresh: false }).input,
    ).not.toHaveProperty('fresh');
  });
});
