import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A table that may be wider than its card (issue 29 item 11): it scrolls sideways in this box, so the card and
 * the page keep the screen's width and nothing is cut off. A table without a control of its own names the box
 * (`label`) and makes it a tab stop, as a scrolling region must be reachable by keyboard (WCAG 2.1.1).
 */
export const ScrollTable = ({ children, label }: { children: ReactNode; label?: string }) => (
  <Box
    sx={{ overflowX: 'auto', maxWidth: '100%' }}
    {...(label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    data-testid="scroll-table"
  >
    {children}
  </Box>
);
