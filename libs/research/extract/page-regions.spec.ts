import { extractPage } from './html-extract.js';

/** Where each link of a page sits: [href path, landmark, quoted]. */
function placesOf(body: string) {
  return extractPage(
    `<html><body>${body}</body></html>`,
    'https://a.test/',
  ).anchors.map((a) => [new URL(a.href).pathname, a.landmark, a.quoted]);
}

describe('where a link sits', () => {
  it.each([
    ['<footer>', '</footer>'],
    ['<header><div>', '</div></header>'],
    ['<nav>', '</nav>'],
    ['<div role="contentinfo">', '</div>'],
    ['<div class="site-footer dark">', '</div>'],
    ['<section id="footer"><ul><li>', '</li></ul></section>'],
  ])('in a header, footer or navigation: %s', (open, close) => {
    expect(
      placesOf(`${open}<a href="/in">x</a>${close}<a href="/out">y</a>`),
    ).toEqual([
      ['/in', true, false],
      ['/out', false, false],
    ]);
  });

  it("not in a card's footer, nor after the footer closed around unclosed tags", () => {
    expect(
      placesOf(
        '<div class="card"><div class="card-footer"><a href="/card">x</a></div></div>' +
          '<footer><p>© <img src="/l.png"><br><a href="/f">f</a></footer><a href="/after">a</a>',
      ),
    ).toEqual([
      ['/card', false, false],
      ['/f', true, false],
      ['/after', false, false],
    ]);
  });

  it.each([
    [
      '<article class="member"><h3>Jane Roe</h3><footer>',
      '</footer></article>',
    ],
    ['<aside class="widget"><header>', '</header></aside>'],
    ['<article><div class="footer">', '</div></article>'],
    ['<aside><nav>', '</nav></aside>'],
  ])(
    "not in an article's or aside's own header, footer or navigation: %s",
    (open, close) => {
      expect(
        placesOf(
          `${open}<a href="/card">x</a>${close}<footer><a href="/site">y</a></footer>`,
        ),
      ).toEqual([
        ['/card', false, false],
        ['/site', true, false],
      ]);
    },
  );

  it('in the page footer a site wraps in a section or main, or that says its role inside an article', () => {
    expect(
      placesOf(
        '<section id="page"><main><p>x</p></main><footer><a href="/f">f</a></footer></section>' +
          '<article><div role="contentinfo"><a href="/r">r</a></div></article>',
      ),
    ).toEqual([
      ['/f', true, false],
      ['/r', true, false],
    ]);
  });

  it('marks a link quoted only when every link to it is in a quote', () => {
    expect(
      placesOf(
        '<blockquote class="twitter-tweet"><a href="/q">@q</a><a href="/both">b</a></blockquote>' +
          '<footer><a href="/both">b</a></footer>',
      ),
    ).toEqual([
      ['/q', false, true],
      ['/both', true, false],
    ]);
  });
});
