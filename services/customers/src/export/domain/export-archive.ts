import { ZipFile } from 'yazl';

/** Read first in the archive: what it holds and where, in both languages. */
export const EXPORT_README = [
  'Frakt: dina personuppgifter / your personal data',
  '',
  'Varje mapp är en tjänst i Frakt; data.json innehåller allt tjänsten har om ditt konto, fakturorna finns som PDF under billing/invoices.',
  'Each folder is one of Frakt’s services; data.json holds everything that service keeps about your account, invoices are PDFs under billing/invoices.',
  '',
].join('\n');

/** Files joined into one zip, in the given order, stamped with one time (the archive's, so two assemblies of one export are alike). */
export function zipArchive(files: readonly { path: string; content: Buffer }[], at: Date): Promise<Buffer> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(EXPORT_README), 'LÄSMIG-README.txt', { mtime: at });
  for (const file of files) zip.addBuffer(file.content, file.path, { mtime: at });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}
