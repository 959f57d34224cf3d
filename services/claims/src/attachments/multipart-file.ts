import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { DomainError } from '@freight/kernel';
import { malformedUpload, notMultipart } from './domain/attachment.errors';

export interface IncomingFile {
  fileName: string;
  stream: Readable;
}

/** Bytes a refused upload may still send after its answer is decided, read and thrown away so the client hears it. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * The one file of a multipart/form-data request under `field`, as a stream read straight off the socket
 * (busboy; nothing buffered). Other parts are skipped. `maxBytes` stops busboy past the largest file we take.
 */
export function incomingFile(request: IncomingMessage, field: string, maxBytes: number): Promise<IncomingFile> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // preservePath: a name that tries to be a path is seen (and refused), not silently cut to its last part.
      parser = busboy({
        headers: request.headers,
        defParamCharset: 'utf8',
        preservePath: true,
        limits: { files: 1, fileSize: maxBytes + 1, fields: 20, parts: 25 },
      });
    } catch {
      return reject(notMultipart());
    }
    let taken: Readable | undefined;
    parser.on('file', (name, stream, info) => {
      if (name !== field || taken) {
        stream.resume();
        return;
      }
      taken = stream;
      // A client that goes away mid-file must end the reader, or it would wait forever.
      request.once('close', () => {
        if (!request.complete) stream.destroy(new Error('upload aborted'));
      });
      resolve({ fileName: info.filename ?? '', stream });
    });
    parser.on('error', (error: Error) => {
      if (taken) taken.destroy(error);
      // Malformed multipart (a part header with control characters, say) is the file's format problem to the member.
      else reject(malformedUpload(field));
    });
    parser.on('close', () => {
      if (!taken) reject(DomainError.invalid([{ field, code: 'VALIDATION.REQUIRED' }]));
    });
    request.pipe(parser);
  });
}

/**
 * After a refusal, reads what the client still sends (up to a bound) so it receives the answer rather than a
 * reset connection; past the bound the connection is cut.
 */
export function drainRequest(request: IncomingMessage): void {
  request.unpipe();
  let drained = 0;
  request.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT_BYTES) request.destroy();
  });
  request.resume();
}
