import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import { ScrollTable } from '../layout/ScrollTable';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { errorText } from '../i18n';
import type { RouteDefinition } from '../routes/routeTable';
import { useSession } from '../session/useSession';
import { isApiError } from '../dataProvider/ApiError';
import { START_PATH } from '../routes/routeTable';
import { Navigate } from 'react-router-dom';
import { useDates } from '../format/useDates';

/**
 * /test/mail (spec 2.1, MailTest), a development tool: sends a test mail through the portal's mailer and lists
 * what the embedded SMTP sink caught for this customer. Where there is no sink (the server answers 404), a
 * member is sent to the start page: there the test mail would go out for real (the server refuses it too).
 */
export const MailTestPage = ({ route }: { route: RouteDefinition }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const session = useSession();
  const dates = useDates();
  const [to, setTo] = useState('');
  const caught = useQuery({
    queryKey: queryKeys.email.sink(session?.customerId),
    queryFn: () => dataProvider.getCaughtMails(),
    retry: false,
    refetchInterval: 2000,
  });
  const send = useMutation({ mutationFn: (address: string) => dataProvider.sendTestMail(address), onSuccess: () => void caught.refetch() });

  // No sink (production, or SMTP_URL sends for real): a development tool a member is not offered.
  if (isApiError(caught.error) && caught.error.status === 404) return <Navigate to={START_PATH} replace />;

  return (
    <Box data-testid="mail-test-page" sx={{ maxWidth: 960 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(route.titleKey)}
      </Typography>
      <Box
        component="form"
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}
        onSubmit={(event) => {
          event.preventDefault();
          send.mutate(to.trim());
        }}
      >
        <TextField
          label={translate('content.mailTest.to')}
          type="email"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          size="small"
          required
          slotProps={{ htmlInput: { 'data-testid': 'mail-test-to' } }}
        />
        <Button type="submit" variant="contained" disabled={send.isPending} data-testid="mail-test-send">
          {translate('content.mailTest.send')}
        </Button>
      </Box>
      {send.isSuccess && (
        <Alert severity="success" data-testid="mail-test-queued">
          {translate('content.mailTest.queued')}
        </Alert>
      )}
      {send.isError && <Alert severity="error">{errorText(send.error, translate)}</Alert>}
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('content.mailTest.caught')}
      </Typography>
      {caught.isError ? (
        <Typography color="text.secondary">{translate('content.mailTest.noSink')}</Typography>
      ) : (
        <ScrollTable label={translate('content.mailTest.caught')}>
          <Table size="small" data-testid="mail-test-caught">
            <TableHead>
              <TableRow>
                <TableCell>{translate('content.mailTest.received')}</TableCell>
                <TableCell>{translate('content.mailTest.to')}</TableCell>
                <TableCell>{translate('content.mailTest.subject')}</TableCell>
                <TableCell>{translate('content.mailTest.text')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(caught.data ?? []).map((mail) => (
                <TableRow key={mail.id}>
                  <TableCell>{dates.dateTime(mail.receivedAt)}</TableCell>
                  <TableCell>{mail.to.join(', ')}</TableCell>
                  <TableCell>{mail.subject}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap', maxWidth: 360 }}>{mail.text.slice(0, 400)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
    </Box>
  );
};
