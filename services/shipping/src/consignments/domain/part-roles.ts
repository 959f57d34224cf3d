/** accessPoint: the pickup point chosen for a `locationFinder` product (pickup-points/domain/access-point-rules.ts). */
export const PART_ROLES = ['consignor', 'consignee', 'receivingAgent', 'pickupAddress', 'customsVATPayer', 'accessPoint'] as const;
export type PartRole = (typeof PART_ROLES)[number];
