import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import busboy from 'busboy';
import { importFileRequired, importFileTooLarge, importNotXlsx } from './contact-import.errors';
import { hasZipMagic } from './xlsx-reader';

export interface ReceivedFile {
  path: string;
  fileName: string;
  /** Removes the file and its folder. */
  discard(): Promise<void>;
}

/** A request this far past the file limit is cut off rather than read to its end. */
const ABANDON_FACTOR = 4;

/**
 * Streams the multipart field `file` to a private temporary file, never holding it in memory: at most
 * `maxBytes` (past that the rest is read and dropped, and the call answers "file too large"), checked to
 * start like a zip. Other fields are ignored.
 */
export async function receiveXlsx(request: IncomingMessage, maxBytes: number): Promise<ReceivedFile> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: request.headers, limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 } });
  } catch {
    throw importFileRequired();
  }
  const dir = await mkdtemp(join(tmpdir(), 'frakt-import-'));
  const path = join(dir, 'upload.xlsx');
  const discard = () => rm(dir, { recursive: true, force: true });
  let fileName: string | undefined;
  let tooLarge = false;
  try {
    await new Promise<void>((resolve, reject) => {
      let written: Promise<void> = Promise.resolve();
      let received = 0;
      request.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > maxBytes * ABANDON_FACTOR) {
          request.unpipe(parser);
          request.destroy();
          reject(importFileTooLarge());
        }
      });
      parser.on('file', (name, stream, info) => {
        if (name !== 'file' || fileName !== undefined) {
          stream.resume();
          return;
        }
        fileName = info.filename?.slice(0, 200) ?? 'import.xlsx';
        const out = createWriteStream(path, { mode: 0o600 });
        stream.on('limit', () => {
          tooLarge = true;
        });
        written = new Promise((done, fail) => {
          out.on('finish', done);
          out.on('error', fail);
        });
        stream.pipe(out);
      });
      parser.on('error', () => reject(importFileRequired()));
      parser.on('close', () => written.then(resolve, reject));
      request.on('error', reject);
      request.pipe(parser);
    });
    if (fileName === undefined) throw importFileRequired();
    if (tooLarge) throw importFileTooLarge('file');
    const head = Buffer.alloc(4);
    const handle = await open(path, 'r');
    try {
      await handle.read(head, 0, 4, 0);
    } finally {
      await handle.close();
    }
    if (!hasZipMagic(head)) throw importNotXlsx();
    return { path, fileName, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
