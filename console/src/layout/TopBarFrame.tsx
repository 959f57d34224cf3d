import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';

/** Phone widths: the top bar shows icons only. */
const PHONE_QUERY = '(max-width:599.95px)';

export const usePhoneWidth = () => useMediaQuery(PHONE_QUERY, { noSsr: true });

/** The bar itself, shared by the signed-in top bar and the public shell's (spec 2.6). */
export const TopBarFrame = ({ phone, children }: { phone: boolean; children: ReactNode }) => (
  <AppBar position="sticky" elevation={1} data-testid="top-bar">
    <Toolbar
      variant="dense"
      sx={
        phone
          ? // Under 600 px every control is an icon: the name and labels would push the bar past the screen.
            {
              gap: 0.5,
              px: 1,
              '& .MuiButton-root': { minWidth: 0, px: 1 },
              '& .MuiButton-startIcon, & .MuiButton-endIcon': { m: 0 },
            }
          : { gap: 1 }
      }
    >
      {children}
    </Toolbar>
  </AppBar>
);
