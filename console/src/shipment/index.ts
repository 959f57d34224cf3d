export { ShipmentPricePage } from './ShipmentPricePage';
export { ShipmentSelectPage } from './ShipmentSelectPage';
export { draftStore, useDraft } from './useDraft';
