import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { useTranslate } from 'react-admin';
import { useUnbookedCount } from '../order/useUnbookedCount';
import { SendListPanel } from './SendListPanel';
import { useSendListOpen } from './sendListState';

/**
 * The top bar's unbooked link (spec 2.6): a badge counting unbooked orders; it opens the send-list panel.
 * Members only. Until the count is known the badge stays hidden (no 0 that is not true yet).
 */
export const SendListButton = ({ narrow }: { narrow: boolean }) => {
  const translate = useTranslate();
  const count = useUnbookedCount();
  const [open, setOpen] = useSendListOpen();
  const label = translate('topbar.unbooked');
  return (
    <>
      <Button
        color="inherit"
        onClick={() => setOpen(true)}
        data-testid="unbooked-link"
        // Narrow, the badge's count is the only text shown: the name says it too (WCAG 2.5.3, label in name).
        aria-label={narrow ? (count === undefined ? label : `${label} ${count}`) : undefined}
        aria-haspopup="true"
        aria-expanded={open}
        startIcon={
          <Badge badgeContent={count} invisible={count === undefined} showZero color="secondary" data-testid="unbooked-badge">
            <Inventory2Outlined />
          </Badge>
        }
      >
        {!narrow && (
          <Box component="span" sx={{ ml: 1 }}>
            {label}
          </Box>
        )}
      </Button>
      <SendListPanel />
    </>
  );
};
