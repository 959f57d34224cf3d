import { describe, expect, it } from '@jest/globals';
import { ApiError, readBlob } from './ApiError';

describe('readBlob', () => {
  it('answers the file of a 2xx answer', async () => {
    const blob = await readBlob(new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { headers: { 'content-type': 'application/pdf' } }));
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF');
  });

  it("throws an ApiError with the server's code and text for any other answer", async () => {
    const answer = new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Fakturan finns inte' }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
    const error = await readBlob(answer).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Fakturan finns inte' });
  });
});
