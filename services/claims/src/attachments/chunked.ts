/**
 * Cuts a byte stream into pieces of exactly `size` bytes (the last one shorter) and hands each to `write` in order,
 * refilling one buffer in place: `write` must be done with a piece (sent, copied) before it resolves. Answers
 * the byte count. What `source` or `write` throws comes through.
 */
export async function writeChunked(
  source: AsyncIterable<Buffer>,
  size: number,
  write: (piece: Buffer, seq: number) => Promise<void>,
): Promise<number> {
  const piece = Buffer.allocUnsafe(size);
  let filled = 0;
  let seq = 0;
  let total = 0;
  for await (const data of source) {
    total += data.length;
    let offset = 0;
    while (offset < data.length) {
      const n = data.copy(piece, filled, offset);
      filled += n;
      offset += n;
      if (filled === size) {
        await write(piece, seq++);
        filled = 0;
      }
    }
  }
  if (filled > 0) await write(piece.subarray(0, filled), seq);
  return total;
}
