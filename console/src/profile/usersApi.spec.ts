import { describe, expect, it } from '@jest/globals';
import { totalOf } from './usersApi';

describe('totalOf', () => {
  it('reads the total of a Content-Range header, else counts the rows', () => {
    expect(totalOf('users 0-9/42', 10)).toBe(42);
    expect(totalOf('users */0', 0)).toBe(0);
    expect(totalOf(null, 3)).toBe(3);
    expect(totalOf('garbage', 2)).toBe(2);
  });
});
