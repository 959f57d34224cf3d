import { htmlToText, sanitizeHtml } from './sanitize';

describe(sanitizeHtml.name, () => {
  it('removes scripts, event attributes and javascript: links and keeps the text and safe markup', () => {
    const dirty =
      '<h2 onclick="steal()">Välkommen</h2><script>alert(1)</script><p onmouseover="x()">Åäö <a href="javascript:alert(1)">klick</a> ' +
      '<a href="https://frakt.se/priser" target="_blank">priser</a></p><img src="x" onerror="alert(2)"><iframe src="https://evil.example"></iframe>' +
      '<a href="JaVaScRiPt:alert(3)">b</a><img src="data:image/png;base64,AAAA">';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onmouseover|onerror|javascript|iframe|data:/i);
    expect(clean).toContain('<h2>Välkommen</h2>');
    expect(clean).toContain('<a href="https://frakt.se/priser" target="_blank" rel="noopener noreferrer">priser</a>');
    expect(clean).toContain('Åäö <a>klick</a>');
  });

  it('keeps mailto and tel links, tables and lists', () => {
    const html =
      '<ul><li><a href="mailto:kundtjanst@frakt.se">Mejla</a></li><li><a href="tel:+4687000000">Ring</a></li></ul><table><tr><td colspan="2">x</td></tr></table>';
    expect(sanitizeHtml(html)).toBe(
      '<ul><li><a href="mailto:kundtjanst@frakt.se">Mejla</a></li><li><a href="tel:+4687000000">Ring</a></li></ul><table><tr><td colspan="2">x</td></tr></table>',
    );
  });
});

describe(htmlToText.name, () => {
  it('gives the text of the HTML with its links', () => {
    expect(htmlToText('<p>Hej Åsa!</p><p>Se <a href="https://frakt.se/spara">sändningen</a>.</p>')).toBe(
      'Hej Åsa!\n\nSe sändningen [https://frakt.se/spara].',
    );
  });
});
