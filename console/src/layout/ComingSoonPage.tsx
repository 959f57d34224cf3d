import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { RouteDefinition } from '../routes/routeTable';

/** Placeholder for screens that come later: the route's title and a localized "coming soon". */
export const ComingSoonPage = ({ route }: { route: RouteDefinition }) => {
  const translate = useTranslate();
  return (
    <Box data-testid="coming-soon" data-route={route.name}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(route.titleKey)}
      </Typography>
      <Typography variant="h6" component="p">
        {translate('app.comingSoon')}
      </Typography>
      <Typography color="text.secondary">{translate('app.comingSoonText')}</Typography>
    </Box>
  );
};
