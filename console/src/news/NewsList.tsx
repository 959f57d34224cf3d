import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useDates } from '../format/useDates';
import { ContentHtml } from '../content/ContentHtml';
import type { NewsArticle } from './dataProvider';
import { useMarkNewsViewed, useNewsList } from './useNews';

/** The news list (spec 2.6): an unread dot per article; opening one shows it in a modal and marks it read. */
export const NewsList = () => {
  const translate = useTranslate();
  const dates = useDates();
  const { data: articles, isError } = useNewsList();
  const markViewed = useMarkNewsViewed();
  const [open, setOpen] = useState<NewsArticle>();

  const show = (article: NewsArticle) => {
    setOpen(article);
    if (!article.viewed) markViewed.mutate(article.id);
  };

  if (isError) return <Typography color="text.secondary">{translate('content.unavailable')}</Typography>;
  if (!articles) return null;
  if (!articles.length)
    return (
      <Typography color="text.secondary" data-testid="news-empty">
        {translate('content.noNews')}
      </Typography>
    );
  return (
    <>
      <List data-testid="news-list">
        {articles.map((article) => (
          <ListItemButton key={article.id} onClick={() => show(article)} data-testid={`news-item-${article.id}`}>
            <ListItemText
              primary={
                <Badge color="error" variant="dot" invisible={article.viewed} data-testid={`news-unread-${article.id}`}>
                  <Box component="span" sx={{ fontWeight: article.viewed ? 400 : 700, pr: 1 }}>
                    {article.header}
                  </Box>
                </Badge>
              }
              secondary={dates.date(article.datePublish)}
            />
          </ListItemButton>
        ))}
      </List>
      <Dialog open={!!open} onClose={() => setOpen(undefined)} maxWidth="sm" fullWidth data-testid="news-dialog">
        {open && (
          <>
            <DialogTitle>{open.header}</DialogTitle>
            <DialogContent>
              <ContentHtml html={open.message} className="frakt-content-html" />
              {open.messageExtended && <ContentHtml html={open.messageExtended} className="frakt-content-html" />}
              {open.linkUrl && (
                <Link href={open.linkUrl} target={open.linkTarget ?? '_self'} rel="noopener noreferrer">
                  {open.linkText || open.linkUrl}
                </Link>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(undefined)}>{translate('content.close')}</Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
};
