import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ServerError } from '../order/booking';

/** An error's text (spec 8): its description; the "unidentified" text when empty or containing "undefined". */
export const serverErrorText = (error: ServerError, translate: (key: string) => string) => {
  const text = error.description?.trim() ?? '';
  if (!text || /undefined/i.test(text)) return translate(error.code === 'ERROR.GENERIC' ? 'error.generic' : 'error.undefined');
  return text;
};

/**
 * Server errors under the title "Fel" (spec 7), one line each; nothing when there are none. `action` may add
 * the way to fix an error after its text (the customs document for CUSTOMS.REQUIRED).
 */
export const ServerErrorsAlert = ({
  errors,
  testId = 'server-errors',
  action,
}: {
  errors: readonly ServerError[];
  testId?: string;
  action?: (error: ServerError) => ReactNode;
}) => {
  const translate = useTranslate();
  if (!errors.length) return null;
  return (
    <Alert severity="error" data-testid={testId} sx={{ my: 2 }}>
      <AlertTitle>{translate('error.title')}</AlertTitle>
      {errors.map((error, index) => (
        <div key={`${error.code ?? ''}-${index}`} data-testid={`${testId}-item`} data-code={error.code}>
          {serverErrorText(error, translate)}
          {action?.(error)}
        </div>
      ))}
    </Alert>
  );
};
