export { ShipmentBookPage } from './ShipmentBookPage';
export { ShipmentCompletePage } from './ShipmentCompletePage';
export { ShipmentPricePage } from './ShipmentPricePage';
export { ShipmentSelectPage } from './ShipmentSelectPage';
export { draftStore, useDraft } from './useDraft';
