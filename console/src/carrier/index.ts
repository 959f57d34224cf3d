export { CarrierLogo } from './CarrierLogo';
