import { readPeoplePage } from './people-page.js';
import { parsePersonName } from './person-name.js';
import { titleOnPage } from './team-title.js';

const jane = parsePersonName('Jane Roe')!;
const titleIn = (html: string, person = jane) =>
  titleOnPage(readPeoplePage(html), person, 'acme.test');

describe('titleOnPage: team grid cards (name line, then the role line of the same card)', () => {
  it.each([
    '<div class="member"><h3>Jane Roe</h3><p>Head of Growth</p></div>',
    '<section><h3>Bob Lee</h3><p>CTO</p><h3>Jane Roe</h3><p>Head of Growth</p></section>',
    '<ul class="team"><li><img src="j.jpg"><strong>Jane Roe</strong><br>Head of Growth</li></ul>',
    '<table><tr><td>JANE ROE</td><td>Head of Growth</td></tr></table>',
  ])('%s', (html) => {
    expect(titleIn(html)).toEqual({ kind: 'title', title: 'Head of Growth' });
  });
});

describe('titleOnPage: <figure>/<figcaption> and definition lists', () => {
  it.each([
    '<figure><img src="j.jpg"><figcaption><strong>Jane Roe</strong> <span>Head of Growth</span></figcaption></figure>',
    '<figure><img src="j.jpg"><figcaption><h4>Jane Roe</h4><p>Head of Growth</p></figcaption></figure>',
    '<dl><dt>Bob Lee</dt><dd>CTO</dd><dt>Jane Roe</dt><dd>Head of Growth</dd></dl>',
  ])('%s', (html) => {
    expect(titleIn(html)).toEqual({ kind: 'title', title: 'Head of Growth' });
  });
});

describe('titleOnPage: schema.org Person with a jobTitle', () => {
  it.each([
    `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Person","name":"Jane Roe","jobTitle":"Head of Growth"}</script>`,
    `<script type="application/ld+json">{"@graph":[{"@type":"Organization","name":"Acme","employee":[{"@type":"Person","name":"Jane Roe","jobTitle":"Head of Growth"}]}]}</script>`,
    `<div itemscope itemtype="https://schema.org/Person"><span itemprop="name">Jane Roe</span> <span itemprop="jobTitle">Head of Growth</span></div>`,
  ])('%s', (html) => {
    expect(titleIn(html)).toEqual({ kind: 'title', title: 'Head of Growth' });
  });

  it('refuses a jobTitle held at another organisation (worksFor)', () => {
    expect(
      titleIn(
        `<script type="application/ld+json">{"@type":"Person","name":"Jane Roe","jobTitle":"CEO","worksFor":{"@type":"Organization","name":"Globex"}}</script>`,
      ),
    ).toMatchObject({ kind: 'elsewhere', title: 'CEO' });
  });
});

describe('titleOnPage: one line, name and role (lists and bylines)', () => {
  it.each([
    '<p>Jane Roe — Head of Growth</p>',
    '<li>Jane Roe, Head of Growth</li>',
    '<p>Jane Roe | Head of Growth</p>',
    '<p class="byline">By Jane Roe, Head of Growth</p>',
    '<p class="byline">By <a rel="author" href="/team/jane">Jane Roe</a>, Head of Growth · 5 min read</p>',
    '<div class="author-box"><a rel="author" href="/jane">Jane Roe</a><span>Head of Growth</span></div>',
    '<p>Jane Roe · Head of Growth</p>',
    '<p>Von Jane Roe, Head of Growth</p>',
  ])('%s', (html) => {
    expect(titleIn(html)).toEqual({ kind: 'title', title: 'Head of Growth' });
  });

  it('keeps the title of a role "at" the company itself', () => {
    expect(titleIn('<p>Jane Roe, Head of Growth at Acme</p>')).toEqual({
      kind: 'title',
      title: 'Head of Growth',
    });
  });
});

describe('titleOnPage: the name must be the full name, first and last', () => {
  it.each([
    ['accents and case', 'José Núñez', '<p>JOSE NUNEZ — Head of Growth</p>'],
    [
      'a courtesy title',
      'Jane Roe',
      '<h3>Dr. Jane Roe</h3><p>Head of Growth</p>',
    ],
  ])('matches across %s', (_, name, html) => {
    expect(titleIn(html, parsePersonName(name)!)).toEqual({
      kind: 'title',
      title: 'Head of Growth',
    });
  });

  it.each([
    ['the first name alone', '<h3>Jane</h3><p>Head of Growth</p>'],
    ['initials', '<h3>J. Roe</h3><p>Head of Growth</p>'],
    [
      'another person of the same first name',
      '<h3>Jane Doe</h3><p>Head of Growth</p>',
    ],
    ['a longer family name', '<p>Jane Roeland — Head of Growth</p>'],
  ])('does not match %s', (_, html) => {
    expect(titleIn(html)).toEqual({ kind: 'absent' });
  });

  it('matches no one when the person has no last name', () => {
    expect(
      titleIn('<h3>Jane</h3><p>CEO</p>', {
        fullName: 'Jane',
        firstName: 'Jane',
      }),
    ).toEqual({ kind: 'absent' });
  });
});

describe('titleOnPage: traps', () => {
  it.each([
    [
      'a testimonial quoting a customer',
      '<blockquote>“Acme doubled our pipeline.”</blockquote><p class="testimonial-author">Jane Roe, CEO of Globex</p>',
    ],
    [
      'a testimonial in a figure with a cite',
      '<figure><blockquote>Great tool.</blockquote><figcaption><cite>Jane Roe, Head of Growth</cite></figcaption></figure>',
    ],
    [
      'an advisors section',
      '<h2>Our team</h2><h3>Bob Lee</h3><p>CTO</p><h2>Advisors</h2><h3>Jane Roe</h3><p>Partner</p>',
    ],
    [
      'an investors section (in German)',
      '<h2>Investoren</h2><div><h3>Jane Roe</h3><p>Managing Partner</p></div>',
    ],
    [
      'job openings',
      '<h2>Open positions</h2><p>Head of Growth — apply now</p><p>Jane Roe — Head of Growth</p>',
    ],
    [
      'a careers block by its class',
      '<div class="careers"><h3>Jane Roe</h3><p>Head of Growth</p></div>',
    ],
  ])('names no staff in %s', (_, html) => {
    expect(titleIn(html).kind).not.toBe('title');
  });

  it.each([
    [
      'a JSON-LD review by a customer',
      `<script type="application/ld+json">{"@type":"Product","name":"Acme","review":[{"@type":"Review","author":{"@type":"Person","name":"Jane Roe","jobTitle":"CEO"}}]}</script>`,
    ],
    [
      'an investor in JSON-LD',
      `<script type="application/ld+json">{"@type":"Organization","name":"Acme","funder":{"@type":"Person","name":"Jane Roe","jobTitle":"Managing Partner"}}</script>`,
    ],
    [
      'Microdata reviews',
      `<div itemscope itemtype="https://schema.org/Review"><div itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Jane Roe</span><span itemprop="jobTitle">CEO</span></div></div>`,
    ],
  ])('takes no title from %s', (_, html) => {
    expect(titleIn(html).kind).not.toBe('title');
  });

  it.each([
    '<div class="card position-relative"><h3>Jane Roe</h3><p>Head of Growth</p></div>',
    '<div class="onboarding-team"><h3>Jane Roe</h3><p>Head of Growth</p></div>',
  ])(
    'is not put off by class names that only contain an aside word: %s',
    (html) => {
      expect(titleIn(html)).toEqual({ kind: 'title', title: 'Head of Growth' });
    },
  );

  it('refuses a role at another company: "CEO of Globex", "CEO, Globex"', () => {
    expect(titleIn('<p>Jane Roe, CEO of Globex</p>')).toMatchObject({
      kind: 'elsewhere',
      title: 'CEO',
    });
    expect(titleIn('<p>Jane Roe, CEO, Globex</p>')).toMatchObject({
      kind: 'elsewhere',
    });
  });

  it('gives no title for two cards with the same name and different roles', () => {
    expect(
      titleIn(
        '<div><h3>Jane Roe</h3><p>Head of Growth</p></div><div><h3>Jane Roe</h3><p>Staff Engineer</p></div>',
      ),
    ).toEqual({ kind: 'conflict' });
  });

  it('keeps one title stated twice (a card and its JSON-LD)', () => {
    expect(
      titleIn(
        `<script type="application/ld+json">{"@type":"Person","name":"Jane Roe","jobTitle":"Head of Growth"}</script><div><h3>Jane Roe</h3><p>Head of Growth</p></div>`,
      ),
    ).toEqual({ kind: 'title', title: 'Head of Growth' });
  });

  it.each([
    [
      'a role that is no title',
      '<div><h3>Jane Roe</h3><p>Loves hiking and dogs</p></div>',
    ],
    [
      'no role at all',
      '<div><h3>Jane Roe</h3></div><div><h3>Bob Lee</h3><p>CTO</p></div>',
    ],
    [
      'a sentence about her',
      '<p>Jane Roe — she joined us in 2019 and runs growth.</p>',
    ],
  ])('lists the person without a title for %s', (_, html) => {
    expect(titleIn(html)).toEqual({ kind: 'listed' });
  });
});

describe('titleOnPage: the role in a heading under the name heading, in the same card', () => {
  it.each([
    '<div class="member"><h3>Jane Roe</h3><h4>Head of Growth</h4></div>',
    '<section><div class="card"><h3>Bob Lee</h3><h4>CTO</h4></div><div class="card"><h3>Jane Roe</h3><h4>Head of Growth</h4><p>Jane joined in 2021.</p></div></section>',
    '<article class="person"><img src="j.jpg"><h2>Jane Roe</h2><h5>Head of Growth</h5></article>',
    '<li><h4>Jane Roe</h4><h6>Head of Growth</h6></li>',
  ])('%s', (html) => {
    expect(titleIn(html)).toEqual({ kind: 'title', title: 'Head of Growth' });
  });

  it.each([
    [
      'a section heading of the same rank after the last card',
      '<div class="grid"><h3>Jane Roe</h3><h3>Careers</h3></div>',
    ],
    [
      'a section heading of a higher rank',
      '<div><h3>Jane Roe</h3><h2>Our investors</h2><h3>Bob Lee</h3><p>Partner, Foo Ventures</p></div>',
    ],
    [
      'a title-like heading outside the card',
      '<div class="card"><h3>Jane Roe</h3></div><h4>Head of Growth</h4>',
    ],
    [
      'a heading of the same rank that looks like a title (the next card is a role list)',
      '<div><h3>Jane Roe</h3><h3>Head of Growth</h3></div>',
    ],
  ])('is no title: %s', (_how, html) => {
    expect(titleIn(html)).toEqual({ kind: 'listed' });
  });
});

describe('titleOnPage: cards that put the role before the name (the next line is the next card’s)', () => {
  it.each([
    '<dl><dt>CEO</dt><dd>Jane Roe</dd><dt>CTO</dt><dd>John Doe</dd></dl>',
    '<ul><li>CEO<br>Jane Roe</li><li>CTO<br>John Doe</li></ul>',
    '<div><p>CEO</p><h3>Jane Roe</h3><p>CTO</p><h3>John Doe</h3></div>',
    '<div class="team">CEO<br>Jane Roe<br>CTO<br>John Doe</div>',
    '<table><tr><td>CEO</td><td>Jane Roe</td></tr><tr><td>CTO</td><td>John Doe</td></tr></table>',
  ])('%s', (html) => {
    expect(titleIn(html)).not.toMatchObject({ kind: 'title', title: 'CTO' });
    expect(titleIn(html).kind).not.toBe('title');
  });

  it('still reads name-first cards that follow an introduction', () => {
    expect(
      titleIn(
        '<section><p>Meet the people behind Acme.</p><h3>Bob Lee</h3><p>CTO</p><h3>Jane Roe</h3><p>Head of Growth</p></section>',
      ),
    ).toEqual({ kind: 'title', title: 'Head of Growth' });
  });
});

describe('titleOnPage: a section heading above name-first cards is not a role-first card', () => {
  it.each([
    '<section><h2>Leadership</h2><h3>Bob Lee</h3><p>CTO</p><h3>Jane Roe</h3><p>Head of Growth</p></section>',
    '<div><h2>Our team</h2><p>Bob Lee</p><p>CTO</p><p>Jane Roe</p><p>Head of Growth</p></div>',
  ])('%s', (html) => {
    expect(titleIn(html)).toEqual({ kind: 'title', title: 'Head of Growth' });
  });
});

const onBlog = (html: string) =>
  titleOnPage(readPeoplePage(html), jane, 'acme.test', { blog: true });

describe('titleOnPage on a blog index: bylines only', () => {
  it.each([
    '<article><h2>Warming up</h2><p class="byline">By Jane Roe, Head of Growth · 6 min read</p></article>',
    '<article><h2>Q3 rates</h2><p>Jane Roe · Head of Growth</p></article>',
    '<article><div class="author-box"><a rel="author" href="/j">Jane Roe</a><span>Head of Growth</span></div></article>',
  ])('reads a byline: %s', (html) => {
    expect(onBlog(html)).toEqual({ kind: 'title', title: 'Head of Growth' });
  });

  it.each([
    // A headline after a colon, not a role.
    '<article><h2>Jane Roe: Lessons from a founder</h2></article>',
    // A name on its own line, then the next post's teaser: not a card.
    '<article><p>Jane Roe</p><p>Head of Growth hiring: what we learned</p></article>',
    '<article><h3>Jane Roe</h3><p>Founder stories</p></article>',
  ])('takes no title from a headline or a teaser: %s', (html) => {
    expect(onBlog(html).kind).not.toBe('title');
  });
});
