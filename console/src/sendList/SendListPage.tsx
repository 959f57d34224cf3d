import { useEffect } from 'react';
import type { RouteDefinition } from '../routes/routeTable';
import { ShipmentPricePage } from '../shipment';
import { useSendListOpen } from './sendListState';

/**
 * /consignment/new (spec 2.1: the unbooked send list). The send list lives in the side panel (spec 2.7), so
 * this route opens that panel over the new-shipment start; a bookmarked or shared link still shows the
 * list. Closing the panel leaves the route (useLeaveSendListRoute): back where the member came from.
 */
export const SendListPage = ({ route }: { route: RouteDefinition }) => {
  const [, setOpen] = useSendListOpen();
  useEffect(() => {
    setOpen(true);
  }, [setOpen]);
  return <ShipmentPricePage route={route} />;
};
