import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useLogout, useTranslate } from 'react-admin';
import { useCustomer } from '../customer/useCustomer';
import { pathTo } from '../routes/routeTable';
import { viewerOf } from '../session/session';
import { useSession } from '../session/useSession';
import { useUnreadNews } from '../news/useNews';
import { FullWidthSwitch } from './FullWidthSwitch';
import { profileMenuFor } from './profileMenu';
import { useProfilePanelOpen } from './profilePanelState';

/** The profile side panel of spec 2.6 (demo: Information and Logout only). */
export const ProfilePanel = () => {
  const translate = useTranslate();
  const session = useSession();
  const viewer = viewerOf(session);
  const { data: customer } = useCustomer();
  const [open, setOpen] = useProfilePanelOpen();
  const logout = useLogout();
  const close = () => setOpen(false);
  const unreadCount = useUnreadNews();
  const entries = profileMenuFor(viewer);
  const unreadNews = unreadCount > 0 || !!customer?.unviewedNews;
  if (!entries.length) return null;

  return (
    <Drawer anchor="right" open={open} onClose={close}>
      <Box sx={{ width: 280 }} role="navigation" data-testid="profile-panel">
        <Typography variant="h6" sx={{ px: 2, pt: 2 }}>
          {viewer === 'demo' ? translate('menu.title') : customer?.fullName || translate('menu.title')}
        </Typography>
        <List>
          {entries.map((entry) =>
            entry.route ? (
              <ListItemButton
                key={entry.key}
                component={RouterLink}
                to={pathTo(entry.route)}
                onClick={close}
                data-testid={`menu-${entry.key}`}
              >
                <ListItemText
                  primary={
                    entry.key === 'news' ? (
                      <Badge color="error" variant="dot" invisible={!unreadNews} data-testid="menu-news-dot">
                        {translate(entry.labelKey)}
                      </Badge>
                    ) : (
                      translate(entry.labelKey)
                    )
                  }
                />
              </ListItemButton>
            ) : (
              <ListItemButton
                key={entry.key}
                onClick={() => {
                  close();
                  void logout();
                }}
                data-testid="logout-button"
              >
                <ListItemText primary={translate(entry.labelKey)} />
              </ListItemButton>
            ),
          )}
        </List>
        <FullWidthSwitch />
      </Box>
    </Drawer>
  );
};
