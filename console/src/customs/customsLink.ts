import { EU_CUSTOMS_TERRITORY_CODES } from '@freight/reference-data';
import { pathTo, type RouteName } from '../routes/routeTable';

/**
 * How the shipment flow reaches a consignment's customs document and comes back: a link carries the
 * consignment and the route to return to (?back=<route name>), so the customs screens can offer
 * "Tillbaka" to where the member came from. Only the routes below are accepted as a way back: a link
 * cannot send the member to an arbitrary address.
 */
export const CUSTOMS_BACK_ROUTES = ['shipmentStep4', 'consignmentNew', 'consignmentList'] as const satisfies readonly RouteName[];
export type CustomsBackRoute = (typeof CUSTOMS_BACK_ROUTES)[number];

/** Outside the EU customs territory (the same list the server decides with): the consignment needs a customs document. */
export const leavesEuCustoms = (countrycode: string | null | undefined) =>
  !!countrycode && !EU_CUSTOMS_TERRITORY_CODES.includes(countrycode.trim().toUpperCase());

const query = (consignmentId: string, back: CustomsBackRoute | undefined) =>
  `?consignmentId=${encodeURIComponent(consignmentId)}${back ? `&back=${back}` : ''}`;

export const customsPath = (consignmentId: string, back?: CustomsBackRoute) => `${pathTo('customs')}${query(consignmentId, back)}`;

export const paperlessPath = (consignmentId: string, back?: CustomsBackRoute) => `${pathTo('upspaperless')}${query(consignmentId, back)}`;

/** The way back a customs screen offers: the link's route when it is one of ours, else step 4 for the draft's consignment. */
export const backRouteFrom = (search: string, isDraftConsignment: boolean): CustomsBackRoute | undefined => {
  const asked = new URLSearchParams(search).get('back');
  const known = CUSTOMS_BACK_ROUTES.find((name) => name === asked);
  return known ?? (isDraftConsignment ? 'shipmentStep4' : undefined);
};
