import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import MailOutline from '@mui/icons-material/MailOutlined';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CarrierMessageDialog } from './CarrierMessageDialog';
import { NewsletterDialog } from './NewsletterDialog';

/** A booked consignment's way to its carrier (spec 2.1): a message about it, and the carrier's newsletter. */
export const CarrierContactButtons = ({ consignmentNo }: { consignmentNo: string }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState<'message' | 'newsletter'>();
  return (
    <>
      <Tooltip title={translate('content.carrierMessage.title')}>
        <IconButton
          size="small"
          onClick={() => setOpen('message')}
          data-testid="carrier-message-button"
          aria-label={translate('content.carrierMessage.title')}
        >
          <MailOutline fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('content.newsletter.title')}>
        <IconButton
          size="small"
          onClick={() => setOpen('newsletter')}
          data-testid="newsletter-button"
          aria-label={translate('content.newsletter.title')}
        >
          <NewspaperOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      {open === 'message' && <CarrierMessageDialog open consignmentNo={consignmentNo} onClose={() => setOpen(undefined)} />}
      {open === 'newsletter' && <NewsletterDialog open onClose={() => setOpen(undefined)} />}
    </>
  );
};
