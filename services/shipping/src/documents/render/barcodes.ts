/** bwip-js when the first barcode is drawn, not at start. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const bwipjs = (): typeof import('bwip-js') => require('bwip-js');

/** Bar and space widths in modules, bar first, as the symbology encodes `text` (quiet zones not included). */
export interface LinearBarcode {
  widths: number[];
  modules: number;
}

function encode(bcid: string, text: string): LinearBarcode {
  const [symbol] = bwipjs().raw(bcid, text) as { sbs: number[] }[];
  return { widths: symbol.sbs, modules: symbol.sbs.reduce((sum, w) => sum + w, 0) };
}

/** Code 128 of the carrier's consignment number. */
export const code128 = (text: string) => encode('code128', text);

/** GS1-128 (FNC1 first, then the element strings) of AI 00 with the SSCC. */
export const gs1Sscc = (sscc: string) => encode('gs1-128', `(00)${sscc}`);
