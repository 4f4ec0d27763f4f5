import { escapeHtml, withPageHead, type PageHead } from './page-head';

const index = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Generic words."
    />
    <title>FundPlay — generic</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const head: PageHead = {
  title: 'Support <b>"Team" & $1 \'s</b>',
  description: 'Raising $& for $1 things',
  canonicalUrl: 'https://fundplay.example/f/team?a=1&b=2',
  image: { url: 'https://fundplay.example/card?code=A&x=1', width: 1200, height: 630, alt: 'Card' },
};

describe('page head', () => {
  it('escapes every character that could end a text run or an attribute', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it("replaces index.html's title and description, once each, and keeps the body", () => {
    const html = withPageHead(index, head);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('Generic words.');
    expect(html).toContain('<title>Support &lt;b&gt;&quot;Team&quot; &amp; $1 &#39;s&lt;/b&gt;</title>');
    // `$&` and `$1` in user text are not replacement patterns.
    expect(html).toContain('content="Raising $&amp; for $1 things"');
    expect(html).toContain('<meta property="og:image" content="https://fundplay.example/card?code=A&amp;x=1" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it('asks for a small card when there is no image', () => {
    const html = withPageHead(index, { ...head, image: null });
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('og:image');
  });
});
