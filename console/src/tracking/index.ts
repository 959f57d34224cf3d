export { TrackingPage } from './TrackingPage';
export { trackingMessages } from './messages';
