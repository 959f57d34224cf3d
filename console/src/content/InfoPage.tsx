import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { RouteDefinition } from '../routes/routeTable';
import { viewerOf } from '../session/session';
import { useSession } from '../session/useSession';
import { ContentHtml } from './ContentHtml';
import { NewsList } from '../news/NewsList';
import { useContentByKey } from './useContentByKey';

/** /info/{page}: the content block freight.info.{page}; the news page lists the articles under it (members only). */
export const InfoPage = ({ route }: { route: RouteDefinition }) => {
  const translate = useTranslate();
  const session = useSession();
  const { data, isLoading, isError } = useContentByKey(`freight.info.${route.name}`);
  return (
    <Box data-testid="info-page" data-route={route.name} sx={{ maxWidth: 820 }}>
      <Typography variant="h4" component="h1" gutterBottom data-testid="info-subject">
        {data?.subject || translate(route.titleKey)}
      </Typography>
      {isLoading && <CircularProgress size={24} aria-label={translate('content.loading')} />}
      {isError && <Typography color="text.secondary">{translate('content.unavailable')}</Typography>}
      {data?.content && <ContentHtml html={data.content} className="frakt-content-html" data-testid="info-content" />}
      {route.name === 'news' && viewerOf(session) === 'member' && <NewsList />}
    </Box>
  );
};
