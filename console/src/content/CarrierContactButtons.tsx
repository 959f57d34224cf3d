import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import MailOutline from '@mui/icons-material/MailOutlined';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CarrierMessageDialog } from './CarrierMessageDialog';
import { NewsletterDialog } from './NewsletterDialog';

interface CarrierContactProps {
  consignmentNo: string;
  /** The consignment's carrier: named in the message form, chosen in the newsletter form. */
  carrierCode?: number | null;
  /** Buttons with their titles (a confirmation, a detail dialog) instead of the list row's icons. */
  labelled?: boolean;
}

/** A booked consignment's way to its carrier (spec 2.1): a message about it, and the carrier's newsletter. */
export const CarrierContactButtons = ({ consignmentNo, carrierCode, labelled }: CarrierContactProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState<'message' | 'newsletter'>();
  const messageTitle = translate('content.carrierMessage.title');
  const newsletterTitle = translate('content.newsletter.title');
  return (
    <>
      {labelled ? (
        <>
          <Button
            size="small"
            color="inherit"
            startIcon={<MailOutline />}
            onClick={() => setOpen('message')}
            data-testid="carrier-message-button"
          >
            {messageTitle}
          </Button>
          <Button
            size="small"
            color="inherit"
            startIcon={<NewspaperOutlined />}
            onClick={() => setOpen('newsletter')}
            data-testid="newsletter-button"
          >
            {newsletterTitle}
          </Button>
        </>
      ) : (
        <>
          <Tooltip title={messageTitle}>
            <IconButton size="small" onClick={() => setOpen('message')} data-testid="carrier-message-button" aria-label={messageTitle}>
              <MailOutline fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={newsletterTitle}>
            <IconButton size="small" onClick={() => setOpen('newsletter')} data-testid="newsletter-button" aria-label={newsletterTitle}>
              <NewspaperOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      )}
      {open === 'message' && (
        <CarrierMessageDialog
          open
          consignmentNo={consignmentNo}
          carrierCode={carrierCode ?? undefined}
          onClose={() => setOpen(undefined)}
        />
      )}
      {open === 'newsletter' && <NewsletterDialog open carrierCode={carrierCode ?? undefined} onClose={() => setOpen(undefined)} />}
    </>
  );
};
