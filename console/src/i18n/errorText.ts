import { isApiError } from '../dataProvider/ApiError';

/**
 * What to show for a failed call (spec 8): the server's message when it sent one; the
 * "unidentified error" text when that message is empty or contains "undefined"; otherwise
 * the generic error text.
 */
export const errorText = (error: unknown, translate: (key: string) => string): string => {
  if (isApiError(error) && error.body && 'message' in error.body) {
    const message = error.serverMessage?.trim() ?? '';
    if (!message || /undefined/i.test(message)) return translate('error.undefined');
    return message;
  }
  return translate('error.generic');
};
