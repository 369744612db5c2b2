import { escapeHtml, html, safeUrl } from './html.js';

describe('html templates', () => {
  it('escapes every interpolated value', () => {
    const name = `<script>alert("x")</script>&'`;
    expect(html`<p title="${name}">${name}</p>`.markup).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;</p>',
    );
  });

  it('keeps fragments built with html, joins lists, drops null, undefined and false', () => {
    const items = ['a<', 'b'].map((x) => html`<li>${x}</li>`);
    expect(html`<ul>${items}</ul>${null}${undefined}${false}${0}`.markup).toBe(
      '<ul><li>a&lt;</li><li>b</li></ul>0',
    );
  });

  it('turns unsafe URLs inert', () => {
    expect(safeUrl('javascript:alert(1)')).toBe('#');
    expect(safeUrl('//evil.test/x')).toBe('#');
    expect(safeUrl(' https://x.test')).toBe('#');
    expect(safeUrl('https://acme.test/about')).toBe('https://acme.test/about');
    expect(safeUrl('/dashboard/keys')).toBe('/dashboard/keys');
    expect(safeUrl(null)).toBe('#');
    expect(escapeHtml('"')).toBe('&quot;');
  });
});
