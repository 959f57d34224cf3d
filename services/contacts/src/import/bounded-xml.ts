import { SaxesParser, SaxesTagPlain } from 'saxes';

/**
 * Bounds on one XML part of an untrusted file, checked as it streams: a parser holds an open tag per
 * nesting level and a text or tag whole until its end, so each is capped before the parser holds it.
 */
export interface XmlBounds {
  /** Open elements at once (an xlsx part nests about eight deep). */
  maxDepth: number;
  /** Elements in the part. */
  maxElements: number;
  /** Attributes on one element (an xlsx row has about a dozen). */
  maxAttributes: number;
  /** Characters between two `<`: bounds a text, a tag with all its attributes, and an attribute's value. */
  maxRunChars: number;
}

export class XmlBoundExceeded extends Error {
  constructor(readonly bound: 'depth' | 'elements' | 'attributes' | 'run' | 'markup') {
    super(`XML past its ${bound} bound`);
    this.name = 'XmlBoundExceeded';
  }
}

const LT = '<';
const BANG = 0x21;
const QUESTION = 0x3f;

/**
 * A SAX parser behind those bounds. Declarations (`<!DOCTYPE`, entities, comments, CDATA) are refused: an
 * xlsx part never has them, and they are where entity expansion and `<`-free runs would hide. A processing
 * instruction is taken only as the part's first markup (the XML declaration).
 */
export class BoundedXml {
  private readonly parser = new SaxesParser({ xmlns: false, fragment: false });
  private depth = 0;
  private elements = 0;
  private attributes = 0;
  private run = 0;
  private markups = 0;
  private pendingLt = false;
  private closeHandler: (tag: SaxesTagPlain) => void = () => undefined;

  constructor(private readonly bounds: XmlBounds) {
    this.parser.on('opentagstart', () => {
      if (++this.depth > bounds.maxDepth) throw new XmlBoundExceeded('depth');
      if (++this.elements > bounds.maxElements) throw new XmlBoundExceeded('elements');
      this.attributes = 0;
    });
    this.parser.on('attribute', () => {
      if (++this.attributes > bounds.maxAttributes) throw new XmlBoundExceeded('attributes');
    });
    this.parser.on('closetag', (tag) => {
      this.depth -= 1;
      this.closeHandler(tag as SaxesTagPlain);
    });
  }

  onOpen(handler: (tag: SaxesTagPlain) => void): void {
    this.parser.on('opentag', (tag) => handler(tag as SaxesTagPlain));
  }

  onText(handler: (text: string) => void): void {
    this.parser.on('text', handler);
  }

  onClose(handler: (tag: SaxesTagPlain) => void): void {
    this.closeHandler = handler;
  }

  write(chunk: string): void {
    this.scan(chunk);
    this.parser.write(chunk);
  }

  close(): void {
    if (this.pendingLt) this.parser.write('');
    this.parser.close();
  }

  /** Measures the runs between `<` and looks at what follows each `<`, across chunk boundaries. */
  private scan(chunk: string): void {
    let from = 0;
    if (this.pendingLt && chunk.length) {
      this.pendingLt = false;
      this.markup(chunk.charCodeAt(0));
    }
    for (;;) {
      const lt = chunk.indexOf(LT, from);
      this.run += (lt === -1 ? chunk.length : lt) - from;
      if (this.run > this.bounds.maxRunChars) throw new XmlBoundExceeded('run');
      if (lt === -1) return;
      this.run = 0;
      if (lt + 1 < chunk.length) this.markup(chunk.charCodeAt(lt + 1));
      else this.pendingLt = true;
      from = lt + 1;
    }
  }

  private markup(next: number): void {
    this.markups += 1;
    if (next === BANG || (next === QUESTION && this.markups > 1)) throw new XmlBoundExceeded('markup');
  }
}
