import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A screen's one h1 (WCAG 1.3.1, 2.4.6): its route title, styled as the other screens' headings. */
export const PageHeading = ({ children, testId }: { children: ReactNode; testId?: string }) => (
  <Typography variant="h4" component="h1" gutterBottom data-testid={testId}>
    {children}
  </Typography>
);
