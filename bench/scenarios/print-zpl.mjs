import { printScenario } from '../lib/documents.mjs';

/** The same as print-pdf in ZPL (203 dpi): the render is text. */
export default printScenario({
  name: 'print-zpl',
  order: 61,
  format: 'ZPL',
  description: 'as fast as it goes',
  target: '>= 1 500 labels/s',
});
