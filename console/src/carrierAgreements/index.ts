export { CarrierAgreementsPage } from './CarrierAgreementsPage';
export { carrierAgreementsResource } from './resource';
export { carrierAgreementMessages } from './messages';
