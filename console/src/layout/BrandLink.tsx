import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { pathTo } from '../routes/routeTable';

/** The brand at the left of the top bar, a link home (spec 2.6). */
export const BrandLink = ({ label, phone }: { label: string; phone: boolean }) => (
  <Link
    component={RouterLink}
    to={pathTo('home')}
    color="inherit"
    underline="none"
    variant="h6"
    data-testid="brand-link"
    sx={{ fontWeight: 700, mr: phone ? 0.5 : 2 }}
  >
    {label}
  </Link>
);
