import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A titled section of a page (the profile's cards): a region named by its h2 (`<id>-heading`, which a table inside
 * may label itself with too), a line of help under it, then its content.
 */
export const SectionCard = ({
  id,
  title,
  help,
  testId,
  children,
}: {
  id: string;
  title: ReactNode;
  help: ReactNode;
  testId?: string;
  children: ReactNode;
}) => (
  <Card component="section" aria-labelledby={`${id}-heading`} data-testid={testId}>
    <CardContent sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h2" id={`${id}-heading`}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {help}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
