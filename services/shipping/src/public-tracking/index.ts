import { TrackConsignmentHandler } from './queries/track-consignment/track-consignment.handler';
import { TrackConsignmentHttpController } from './queries/track-consignment/track-consignment.http.controller';

/** The public tracking page's API (issue 28 item 4), for the shipping module's wiring. */
export const publicTrackingControllers = [TrackConsignmentHttpController];
export const publicTrackingProviders = [TrackConsignmentHandler];
