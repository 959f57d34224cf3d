import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { trackInfoPopup } from '../analytics';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { loadContent, type ContentSource } from './content';
import { ContentHtml } from './ContentHtml';
import { createInfoPopupStore } from './infoPopup';

const infoPopups = createInfoPopupStore(trackInfoPopup);

/** Opens a content page in the console's content modal (and reports the info popup). */
export const openInfoPopup = (source: ContentSource) => infoPopups.open(source);

/**
 * The content modal (spec 2.6): the subject and the sanitised content of the page an info link
 * opened; closes with its button, Escape or a click beside it. Rendered once, by the layout.
 */
export const ContentModal = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const source = useSyncExternalStore(infoPopups.subscribe, infoPopups.current);
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);

  // Browser back/forward can leave the page under an open modal: it belongs to the page it was opened on.
  useEffect(() => {
    if (openedAt.current !== pathname) infoPopups.close();
    openedAt.current = pathname;
  }, [pathname]);

  const content = useQuery({
    queryKey: source ? queryKeys.content.ofSource(source, locale) : queryKeys.content.none,
    queryFn: () => loadContent(dataProvider, source!, locale),
    enabled: !!source,
    retry: false,
    staleTime: 5 * 60_000,
  });

  return (
    <Dialog open={!!source} onClose={() => infoPopups.close()} maxWidth="sm" fullWidth aria-labelledby="content-modal-subject">
      <Box data-testid="content-modal">
        <DialogTitle id="content-modal-subject" data-testid="content-modal-subject">
          {content.data?.subject || source?.subject}
        </DialogTitle>
        <DialogContent dividers>
          {content.isLoading && (
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              <CircularProgress size={20} />
              <Typography>{translate('content.loading')}</Typography>
            </Box>
          )}
          {content.isError && (
            <Alert severity="info" data-testid="content-modal-unavailable">
              {translate('content.unavailable')}
            </Alert>
          )}
          {content.data && <ContentHtml html={content.data.content} className="frakt-content-html" data-testid="content-modal-body" />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => infoPopups.close()} data-testid="content-modal-close">
            {translate('content.close')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
