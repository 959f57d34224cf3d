import Box from '@mui/material/Box';
import { WORDMARKS } from './wordmarks';

interface CarrierLogoProps {
  /** The logo name the server derived from the supplier name ('dbschenker'); unknown ones show the name. */
  logo?: string;
  /** The carrier's name as shown to people: the image's accessible name and the fallback text. */
  name: string;
  testId?: string;
}

/** A carrier's wordmark as an inline SVG (no request, allowed by the CSP), or its name when none is drawn. */
export const CarrierLogo = ({ logo, name, testId = 'carrier-logo' }: CarrierLogoProps) => {
  const mark = logo ? WORDMARKS[logo] : undefined;
  return (
    <Box
      data-testid={testId}
      data-logo={mark ? logo : undefined}
      sx={{
        width: 120,
        minHeight: 40,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        fontWeight: 700,
        textAlign: 'center',
        // Drawn marks keep their own lettering ('postnord' is lower case).
        textTransform: mark ? 'none' : 'uppercase',
        flexShrink: 0,
      }}
    >
      {mark ? (
        <svg viewBox="0 0 120 40" width="112" height="38" role="img" aria-label={name}>
          <title>{name}</title>
          {mark}
        </svg>
      ) : (
        name
      )}
    </Box>
  );
};
