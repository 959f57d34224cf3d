import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { ReactNode } from 'react';

/** The 450 px card of the welcome and login screens (spec 2.4). */
export const AuthCard = ({ children, testId }: { children: ReactNode; testId?: string }) => (
  <Box sx={{ display: 'flex', justifyContent: 'center', py: 4, px: 1 }}>
    <Card sx={{ width: 450, maxWidth: '100%' }} data-testid={testId}>
      <CardContent>{children}</CardContent>
    </Card>
  </Box>
);
