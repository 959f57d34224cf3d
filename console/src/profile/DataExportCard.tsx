import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { formatNumber } from '../format/money';
import { errorText } from '../i18n/errorText';
import { SectionCard } from '../layout/SectionCard';
import { useSession } from '../session/useSession';
import { useWhen } from '../format/useWhen';

/** Every service contributes one part (auth, billing, claims, contacts, content, customers, shipping). */
const EXPORT_PARTS = 7;
/** How often the card looks again while the archive is being put together. */
const POLL_MS = 5_000;

/** "1,5 MB" in Swedish, "1.5 MB" in English: the console's number format, not JavaScript's. */
const megabytes = (bytes: number | null, language: string) => `${formatNumber((bytes ?? 0) / 1_048_576, language, 1)}\u00a0MB`;

/** The profile's GDPR export: ask for one, follow it while it is put together, download it while it lasts (7 days). */
export const DataExportCard = ({ onError }: { onError(message: string): void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const when = useWhen();
  const session = useSession();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const queryClient = useQueryClient();
  const key = queryKeys.dataExport.ofUser(session?.userId);
  const { data: current } = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.dataExport(),
    enabled: !!session,
    refetchInterval: (query) => (query.state.data?.state === 'requested' ? POLL_MS : false),
  });
  const [asked, setAsked] = useState(false);

  const request = async () => {
    try {
      queryClient.setQueryData(key, await dataProvider.requestDataExport());
      setAsked(true);
    } catch (error) {
      onError(errorText(error, translate));
    }
  };
  const download = async () => {
    if (!current) return;
    try {
      const url = URL.createObjectURL(await dataProvider.dataExportArchive(current.id));
      const link = document.createElement('a');
      link.href = url;
      link.download = `frakt-export-${(current.readyAt ?? current.requestedAt).slice(0, 10)}.zip`;
      link.click();
      // The click has handed the blob to the browser's download; the URL is no longer needed.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      onError(errorText(error, translate));
    }
  };

  const state = current?.state;
  return (
    <SectionCard id="data-export" title={translate('dataExport.title')} help={translate('dataExport.intro')} testId="profile-data-export">
      {asked && state === 'requested' && (
        <Alert severity="success" role="status" onClose={() => setAsked(false)}>
          {translate('dataExport.requested')}
        </Alert>
      )}
      {current && (
        <Typography variant="body2" role="status" data-testid="data-export-state">
          {state === 'requested' && translate('dataExport.state.requested', { done: current.servicesDone.length, total: EXPORT_PARTS })}
          {state === 'ready' &&
            translate('dataExport.state.ready', {
              readyAt: when(current.readyAt),
              expiresAt: when(current.expiresAt),
              size: megabytes(current.sizeBytes, locale),
            })}
          {state === 'expired' && translate('dataExport.state.expired', { expiresAt: when(current.expiresAt) })}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {state === 'ready' && (
          <Button variant="contained" onClick={download} data-testid="data-export-download">
            {translate('dataExport.download')}
          </Button>
        )}
        <Button
          variant={state === 'ready' ? 'outlined' : 'contained'}
          onClick={request}
          disabled={state === 'requested'}
          data-testid="data-export-request"
        >
          {translate(current ? 'dataExport.requestAgain' : 'dataExport.request')}
        </Button>
      </Box>
    </SectionCard>
  );
};
