import Alert from '@mui/material/Alert';
import { CONTENT_KEYS } from '../content/content';
import { ContentHtml } from '../content/ContentHtml';
import { usePublicContent } from '../content/usePublicContent';

/** Site-wide warning from content key freight.error.site; nothing when absent or failing. */
export const SiteWarning = () => {
  const { data } = usePublicContent(CONTENT_KEYS.siteWarning);
  const html = data?.content?.trim();
  if (!html) return null;
  return (
    <Alert severity="warning" data-testid="site-warning" sx={{ borderRadius: 0 }}>
      <ContentHtml html={html} className="frakt-content-html" />
    </Alert>
  );
};
