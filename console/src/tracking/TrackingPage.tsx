import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { useI18nTranslate, useLanguage } from '../i18n/useI18n';
import { formatDateTime, formatDay } from '../format/dates';
import { fetchTracking, type TrackingResult } from './publicTracking';

/**
 * /spara/{consignmentNo}: a receiver's view of a consignment, no sign-in (issue 28 item 4). Status and town for
 * anyone; with the receiver's postcode the journey, the expected delivery and the carrier's own tracking link.
 */
export const TrackingPage = () => {
  const translate = useI18nTranslate();
  const language = useLanguage();
  const { consignmentNo = '' } = useParams();
  const [postcode, setPostcode] = useState('');
  const [asked, setAsked] = useState('');
  const [result, setResult] = useState<TrackingResult | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    async (code: string) => {
      setBusy(true);
      setResult(await fetchTracking(consignmentNo, code));
      setAsked(code);
      setBusy(false);
    },
    [consignmentNo],
  );

  useEffect(() => {
    void load('');
    // Labels come in the page's language: read again when it changes.
  }, [load, language]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void load(postcode);
  };

  const tracking = result?.ok ? result.tracking : null;
  return (
    <Box component="section" aria-labelledby="tracking-heading" sx={{ maxWidth: 640, mx: 'auto', p: 2 }} data-testid="tracking-page">
      <Typography id="tracking-heading" variant="h1" sx={{ fontSize: '1.75rem', mb: 2 }}>
        {translate('tracking.heading', { consignmentNo })}
      </Typography>
      {busy && !result && <CircularProgress size={24} aria-label={translate('tracking.status')} />}
      {result && !result.ok && (
        <Alert severity={result.reason === 'notFound' ? 'info' : 'warning'} data-testid="tracking-error">
          {translate(`tracking.${result.reason}`)}
        </Alert>
      )}
      {tracking && (
        <>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0, mb: 2 }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {translate('tracking.status')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }} data-testid="tracking-status" aria-live="polite">
              {tracking.statusLabel || '–'}
            </Typography>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {translate('tracking.town')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }} data-testid="tracking-town">
              {tracking.town}
            </Typography>
            {tracking.expectedDelivery && (
              <>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {translate('tracking.expected')}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }} data-testid="tracking-expected">
                  {tracking.expectedDelivery.first === tracking.expectedDelivery.last
                    ? formatDay(tracking.expectedDelivery.first, language, 'long')
                    : translate('tracking.expectedRange', {
                        first: formatDay(tracking.expectedDelivery.first, language, 'long'),
                        last: formatDay(tracking.expectedDelivery.last, language, 'long'),
                      })}
                </Typography>
              </>
            )}
          </Box>
          {!tracking.verified && (
            <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}>
              <TextField
                id="tracking-postcode"
                label={translate('tracking.postcodeLabel')}
                helperText={translate('tracking.postcodeHelp')}
                value={postcode}
                onChange={(e) => setPostcode(e.target.value)}
                size="small"
                autoComplete="postal-code"
                slotProps={{ htmlInput: { 'data-testid': 'tracking-postcode', inputMode: 'numeric', maxLength: 12 } }}
              />
              <Button type="submit" variant="contained" data-testid="tracking-show">
                {translate('tracking.show')}
              </Button>
            </Box>
          )}
          {!tracking.verified && asked && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="tracking-wrong-postcode">
              {translate('tracking.wrongPostcode')}
            </Alert>
          )}
          {tracking.verified && (
            <>
              <Typography component="h2" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {translate('tracking.timeline')}
              </Typography>
              {tracking.timeline.length === 0 ? (
                <Typography>{translate('tracking.noEvents')}</Typography>
              ) : (
                <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, mb: 2 }} data-testid="tracking-timeline">
                  {tracking.timeline.map((entry, index) => (
                    <Box component="li" key={`${entry.occurredAt}-${index}`} sx={{ py: 1, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
                      <Typography variant="body2">
                        <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt, language)}</time>
                      </Typography>
                      <Typography sx={{ fontWeight: 600 }} data-testid="tracking-event">
                        {entry.label || entry.status}
                        {entry.reason ? ` – ${entry.reason}` : ''}
                      </Typography>
                      {entry.location && <Typography variant="body2">{entry.location}</Typography>}
                    </Box>
                  ))}
                </Box>
              )}
              {tracking.carrierTrackingUrl && (
                <Link href={tracking.carrierTrackingUrl} target="_blank" rel="noopener noreferrer" data-testid="tracking-carrier-link">
                  {translate('tracking.carrierLink')}
                </Link>
              )}
            </>
          )}
        </>
      )}
    </Box>
  );
};
