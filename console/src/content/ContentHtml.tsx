import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';

/** HTML from the content service, sanitised before it reaches the page. */
export const ContentHtml = ({ html, ...props }: { html: string } & Omit<BoxProps, 'children'>) => {
  const safe = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <Box {...props} dangerouslySetInnerHTML={{ __html: safe }} />;
};
