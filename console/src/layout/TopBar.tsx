import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useCustomer } from '../customer/useCustomer';
import { SendListButton } from '../sendList';
import { pathTo } from '../routes/routeTable';
import { viewerOf } from '../session/session';
import { useSession } from '../session/useSession';
import { useUnreadNews } from '../news/useNews';
import { BrandLink } from './BrandLink';
import { LanguageSelect } from './LanguageSelect';
import { useProfilePanelOpen } from './profilePanelState';
import { TopBarFrame, usePhoneWidth } from './TopBarFrame';

/** Read by screen readers (and tests), not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Spec 2.6: brand link; for signed-in users a new-shipment link, the unbooked and booked links
 * (not for the demo user) and the profile-menu button (full name, "Meny" for the demo user,
 * red dot when unread news exists). The language selector is always there, so a visitor can
 * choose the language before signing in.
 */
export const TopBar = ({ narrow }: { narrow: boolean }) => {
  const translate = useTranslate();
  const session = useSession();
  const viewer = viewerOf(session);
  const { data: customer } = useCustomer();
  const [, setPanelOpen] = useProfilePanelOpen();
  const menuLabel = viewer === 'demo' ? translate('topbar.menu') : customer?.fullName || translate('topbar.menu');
  const unreadCount = useUnreadNews();
  const phone = usePhoneWidth();
  const unreadNews = viewer === 'member' && (unreadCount > 0 || !!customer?.unviewedNews);

  return (
    <TopBarFrame phone={phone}>
      <BrandLink label={translate('topbar.brand')} phone={phone} />
      {viewer !== 'anonymous' && (
        <Button
          color="inherit"
          component={RouterLink}
          to={pathTo('start')}
          startIcon={<AddBoxOutlined />}
          data-testid="new-shipment-link"
          aria-label={narrow ? translate('topbar.newShipment') : undefined}
        >
          {!narrow && translate('topbar.newShipment')}
        </Button>
      )}
      {viewer === 'member' && <SendListButton narrow={narrow} />}
      {viewer === 'member' && (
        <Button
          color="inherit"
          component={RouterLink}
          to={pathTo('consignmentList')}
          startIcon={<LocalShippingOutlined />}
          data-testid="booked-link"
          aria-label={narrow ? translate('topbar.booked') : undefined}
        >
          {!narrow && translate('topbar.booked')}
        </Button>
      )}
      <Box sx={{ flex: 1 }} />
      <LanguageSelect />
      {viewer !== 'anonymous' && (
        <Button
          color="inherit"
          onClick={() => setPanelOpen(true)}
          data-testid="profile-button"
          aria-haspopup="true"
          title={translate('topbar.openMenu')}
          endIcon={<MenuIcon />}
        >
          <Badge
            color="error"
            variant="dot"
            invisible={!unreadNews}
            data-testid="news-badge"
            slotProps={{ badge: { 'aria-label': unreadNews ? translate('topbar.unreadNews') : undefined } as object }}
          >
            <Box component="span" data-testid="profile-name" sx={phone ? visuallyHidden : undefined}>
              {menuLabel}
            </Box>
          </Badge>
        </Button>
      )}
    </TopBarFrame>
  );
};
