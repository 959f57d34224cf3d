import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import MailOutline from '@mui/icons-material/MailOutlined';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CarrierMessageDialog } from './CarrierMessageDialog';
import { NewsletterDialog } from '../newsletters/NewsletterDialog';

interface CarrierContactProps {
  consignmentNo: string;
  /** The consignment's carrier: named in the message form, chosen in the newsletter form. */
  carrierCode?: number | null;
  /** Buttons with their titles (a confirmation, a detail dialog) instead of the list row's icons. */
  labelled?: boolean;
}

/**
 * The carrier message and newsletter dialogs of a booked consignment, opened by whatever offers them (the
 * buttons below, the booked list's row menu).
 */
export const useCarrierContact = (consignmentNo: string, carrierCode?: number | null) => {
  const [open, setOpen] = useState<'message' | 'newsletter'>();
  const close = () => setOpen(undefined);
  const dialogs = (
    <>
      {open === 'message' && (
        <CarrierMessageDialog open consignmentNo={consignmentNo} carrierCode={carrierCode ?? undefined} onClose={close} />
      )}
      {open === 'newsletter' && <NewsletterDialog open carrierCode={carrierCode ?? undefined} onClose={close} />}
    </>
  );
  return { openMessage: () => setOpen('message'), openNewsletter: () => setOpen('newsletter'), dialogs };
};

/** A booked consignment's way to its carrier (spec 2.1): a message about it, and the carrier's newsletter. */
export const CarrierContactButtons = ({ consignmentNo, carrierCode, labelled }: CarrierContactProps) => {
  const translate = useTranslate();
  const { openMessage, openNewsletter, dialogs } = useCarrierContact(consignmentNo, carrierCode);
  const messageTitle = translate('content.carrierMessage.title');
  const newsletterTitle = translate('newsletters.title');
  return (
    <>
      {labelled ? (
        <>
          <Button size="small" color="inherit" startIcon={<MailOutline />} onClick={openMessage} data-testid="carrier-message-button">
            {messageTitle}
          </Button>
          <Button size="small" color="inherit" startIcon={<NewspaperOutlined />} onClick={openNewsletter} data-testid="newsletter-button">
            {newsletterTitle}
          </Button>
        </>
      ) : (
        <>
          <Tooltip title={messageTitle}>
            <IconButton size="small" onClick={openMessage} data-testid="carrier-message-button" aria-label={messageTitle}>
              <MailOutline fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={newsletterTitle}>
            <IconButton size="small" onClick={openNewsletter} data-testid="newsletter-button" aria-label={newsletterTitle}>
              <NewspaperOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      )}
      {dialogs}
    </>
  );
};
