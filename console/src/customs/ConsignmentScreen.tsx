import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { errorText } from '../i18n/errorText';
import type { RouteDefinition } from '../routes/routeTable';
import { useDraft } from '../shipment/useDraft';
import { consignmentIdFrom } from './paperless';

/** The consignment a customs screen works on: ?consignmentId= from a link, else the shipment draft's. */
export const useScreenConsignmentId = () => {
  const location = useLocation();
  const [draft] = useDraft();
  return consignmentIdFrom(location.search, draft.consignmentId);
};

/** The frame both customs screens share: title, "no consignment", loading and the load error. */
export const ConsignmentScreen = (props: {
  route: RouteDefinition;
  testId: string;
  maxWidth: number;
  consignmentId: string | undefined;
  loading: boolean;
  error: unknown;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box data-testid={props.testId} sx={{ maxWidth: props.maxWidth }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(props.route.titleKey)}
      </Typography>
      {!props.consignmentId && <Alert severity="info">{translate('customs.noConsignment')}</Alert>}
      {props.loading && <CircularProgress size={28} />}
      {!!props.error && <Alert severity="error">{errorText(props.error, translate)}</Alert>}
      {props.children}
    </Box>
  );
};
