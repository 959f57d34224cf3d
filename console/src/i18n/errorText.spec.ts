import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../dataProvider/ApiError';
import { errorText } from './errorText';

const translate = (key: string) => `<${key}>`;

describe(errorText.name, () => {
  it("shows the server's message", () => {
    expect(errorText(new ApiError(401, { message: 'Fel lösenord' }), translate)).toBe('Fel lösenord');
  });

  it('shows the unidentified-error text for an empty message or one containing "undefined"', () => {
    expect(errorText(new ApiError(500, { message: '' }), translate)).toBe('<error.undefined>');
    expect(errorText(new ApiError(500, { message: 'value undefined' }), translate)).toBe('<error.undefined>');
  });

  it('shows the generic text when there is no server message', () => {
    expect(errorText(new ApiError(502), translate)).toBe('<error.generic>');
    expect(errorText(new TypeError('Failed to fetch'), translate)).toBe('<error.generic>');
  });
});
