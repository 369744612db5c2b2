import { extractPage } from './html-extract.js';
import { brandFromPage } from './brand-name.js';
import { titleParts } from './site-identity.js';

const brandOf = (html: string, domain: string, others: string[] = []) => {
  const data = extractPage(html, `https://${domain}/`);
  return brandFromPage(data, titleParts(data.title), others, domain);
};

describe('brandFromPage: the brand when the title does not plainly give it', () => {
  it.each([
    [
      'the logo in the link home, named as the domain',
      '<title>Write less, say more</title><body><a href="/"><img src="/b.svg" alt="Quillfeather"></a></body>',
      'quillfeather.test',
      'Quillfeather',
    ],
    [
      'a Cyrillic logo alt at a Latin domain',
      '<title>Облачные решения</title><body><img class="logo" src="/l.png" alt="Вектор"></body>',
      'vektor.test',
      'Вектор',
    ],
    [
      'a logo alt that agrees with a title part, "logo" left out',
      '<title>Nimbus Sky | Cloud</title><body><img id="logo" src="/l.png" alt="Nimbus Sky logo"></body>',
      'nimbus-weather.test',
      'Nimbus Sky',
    ],
    [
      'the copyright holder that is the domain name, its legal form left out',
      '<title>We design homes</title><body><footer><p>© 2024 Fernhill Studio Ltd. All rights reserved.</p></footer></body>',
      'fernhill-studio.test',
      'Fernhill Studio',
    ],
    [
      'a Greek copyright holder in its own script',
      '<title>Λογισμικό</title><body><footer><p>© 2024 Αθηνά ΑΕ</p></footer></body>',
      'athina.test',
      'Αθηνά',
    ],
  ])('%s', (_why, html, domain, brand) => {
    expect(brandOf(html, domain)).toBe(brand);
  });

  it.each([
    [
      'a logo alt that names another organisation',
      '<title>Write less</title><body><img class="logo" alt="Pixelforge"></body>',
      ['Pixelforge'],
    ],
    [
      'a copyright holder that is not the domain name (a parent, an owner)',
      '<title>Write less</title><body><footer><p>© 2024 Halvard Group AS</p></footer></body>',
      [],
    ],
    [
      'an image that is no logo',
      '<title>Write less</title><body><img src="/team.jpg" alt="Quillfeather team"></body>',
      [],
    ],
  ])('none: %s', (_why, html, others) => {
    expect(brandOf(html, 'quillfeather.test', others)).toBeUndefined();
  });
});
