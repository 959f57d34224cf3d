import { BoundedXml, XmlBoundExceeded, XmlBounds } from './bounded-xml';

const bounds: XmlBounds = { maxDepth: 4, maxElements: 20, maxAttributes: 3, maxRunChars: 40 };

/** Parses `xml` in chunks of `size` characters; answers the bound it stopped at, or the element names it saw. */
function parse(xml: string, size = 7): string[] | string {
  const parser = new BoundedXml(bounds);
  const names: string[] = [];
  parser.onOpen((tag) => names.push(tag.name));
  try {
    for (let i = 0; i < xml.length; i += size) parser.write(xml.slice(i, i + size));
    parser.close();
    return names;
  } catch (error) {
    if (error instanceof XmlBoundExceeded) return error.bound;
    throw error;
  }
}

describe(BoundedXml.name, () => {
  it('parses a part within its bounds, with its XML declaration, in any chunking', () => {
    const xml = '<?xml version="1.0" encoding="UTF-8"?><a x="1" y="2"><b><c>text</c></b><b/></a>';
    for (const size of [1, 2, 7, 1000]) expect(parse(xml, size)).toEqual(['a', 'b', 'c', 'b']);
  });

  it('stops at the nesting bound before the parser holds deeper tags', () => {
    expect(parse('<a><a><a><a></a></a></a></a>')).toEqual(['a', 'a', 'a', 'a']);
    expect(parse(`${'<a>'.repeat(1000)}`)).toBe('depth');
  });

  it('counts elements and attributes', () => {
    expect(parse(`<r>${'<e/>'.repeat(25)}</r>`)).toBe('elements');
    expect(parse('<r a="1" b="2" c="3" d="4"/>')).toBe('attributes');
  });

  it('bounds a text, a tag and an attribute value by the run between two "<"', () => {
    expect(parse(`<r>${'x'.repeat(41)}</r>`)).toBe('run');
    expect(parse(`<r a="${'x'.repeat(41)}"/>`)).toBe('run');
    expect(parse(`<r>${'x'.repeat(30)}</r>`)).toEqual(['r']);
  });

  it('refuses declarations, comments, CDATA and processing instructions after the first markup', () => {
    expect(parse('<!DOCTYPE r [<!ENTITY a "aaaa">]><r>&a;</r>')).toBe('markup');
    expect(parse('<r><!-- note --></r>')).toBe('markup');
    expect(parse('<r><![CDATA[<<<]]></r>')).toBe('markup');
    expect(parse('<r><?pi data?></r>')).toBe('markup');
    // A "<" at a chunk's end is judged by the next chunk's first character.
    expect(parse('<r><!-- x --></r>', 4)).toBe('markup');
  });
});
