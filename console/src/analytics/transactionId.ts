const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Spec 7 and 9: the cart transaction id is 9 random uppercase alphanumeric characters. */
export const TRANSACTION_ID_LENGTH = 9;
// The largest multiple of 36 below 256: bytes above it are drawn again, so every character is equally likely.
const UNBIASED_LIMIT = 252;

type FillRandom = (bytes: Uint8Array) => Uint8Array;

const cryptoRandom: FillRandom = (bytes) => globalThis.crypto.getRandomValues(bytes);

export const newTransactionId = (fillRandom: FillRandom = cryptoRandom): string => {
  let id = '';
  while (id.length < TRANSACTION_ID_LENGTH) {
    for (const byte of fillRandom(new Uint8Array(TRANSACTION_ID_LENGTH * 2))) {
      if (byte < UNBIASED_LIMIT && id.length < TRANSACTION_ID_LENGTH) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
};
