import type { PickupPointsRequest } from './find-pickup-points.request';

export class FindPickupPointsQuery {
  constructor(
    readonly templateName: string,
    readonly search: PickupPointsRequest,
  ) {}
}
