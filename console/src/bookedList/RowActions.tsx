import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import MailOutline from '@mui/icons-material/MailOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { claimPaths } from '../complaints/claimPaths';
import { customsPath, leavesEuCustoms } from '../customs/customsLink';
import { useCarrierContact } from '../content/CarrierContactButtons';
import { useCancelBooking } from './CancelBooking';
import type { BookedRow } from './bookedOrders';
import { ConsignmentHistoryButton } from './ConsignmentHistory';
import { PrintButton } from './PrintButtons';

/**
 * A booked row's actions: printing and the history at hand, the rarer ones (a message to the carrier, its
 * newsletter, a complaint, an insurance claim, cancelling the booking, the customs document of a row leaving the EU) behind one menu, so the column stays three icons wide however
 * long the receiver's name makes the row.
 */
export const RowActions = ({ row }: { row: BookedRow }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const contact = useCarrierContact(row.consignmentNo, row.carrierCode);
  const paths = claimPaths(row.consignmentNo);
  const cancel = useCancelBooking(row.orderNo, row.consignmentNo);
  const more = translate('bookedList.moreActions');
  const item = (testId: string, icon: ReactNode, label: string, act: () => void) => (
    <MenuItem
      data-testid={testId}
      onClick={() => {
        setAnchor(null);
        act();
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
  return (
    <span style={{ display: 'inline-flex', whiteSpace: 'nowrap' }}>
      <PrintButton orderNo={row.orderNo} />
      <ConsignmentHistoryButton orderNo={row.orderNo} consignmentNo={row.consignmentNo} carrierCode={row.carrierCode} />
      <Tooltip title={more}>
        <IconButton
          size="small"
          aria-label={more}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid="row-more-button"
        >
          <MoreVert fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} data-testid="row-more-menu">
        {leavesEuCustoms(row.toCountry) &&
          row.consignmentId &&
          item('customs-item', <DescriptionOutlined fontSize="small" />, translate('route.customs'), () =>
            navigate(customsPath(row.consignmentId, 'consignmentList')),
          )}
        {item('carrier-message-item', <MailOutline fontSize="small" />, translate('content.carrierMessage.title'), contact.openMessage)}
        {item('newsletter-item', <NewspaperOutlined fontSize="small" />, translate('newsletters.title'), contact.openNewsletter)}
        {item('complaint-item', <ReportProblemOutlined fontSize="small" />, translate('complaints.create'), () =>
          navigate(paths.complaint),
        )}
        {item('claim-item', <ShieldOutlined fontSize="small" />, translate('claim.title'), () => navigate(paths.claim))}
        {item('cancel-booking-item', <EventBusyOutlined fontSize="small" />, translate('bookedList.cancelBooking'), cancel.open)}
      </Menu>
      {contact.dialogs}
      {cancel.dialog}
    </span>
  );
};
