import { fundingInSentence } from './funding-text.js';

const stageOf = (sentence: string) =>
  fundingInSentence(sentence, 0).find((m) => m.stage)?.stage;

describe('fundingInSentence: only the company’s own round names its stage', () => {
  it.each([
    ['CobaltPay raised a $12M Series A led by Northzone.', 'Series A'],
    ['Our $8M Series A was led by Balderton.', 'Series A'],
    ['Unsere Seed-Runde schlossen wir 2023 ab.', 'Seed'],
    ['В 2024 году мы привлекли раунд А на 10 млн долларов.', 'Series A'],
    ['弊社はシリーズBで資金を調達しました。', 'Series B'],
    ['我们完成了B轮融资。', 'Series B'],
  ])('%j -> %s', (sentence, stage) => {
    expect(stageOf(sentence)).toBe(stage);
  });

  it.each([
    'We helped Orbital raise its Series B in 2023.',
    'We co-led the seed round of Northwind.',
    'Built for Series A-ready marketplaces that raised too early.',
  ])('%j -> none', (sentence) => {
    expect(stageOf(sentence)).toBeUndefined();
  });
});
