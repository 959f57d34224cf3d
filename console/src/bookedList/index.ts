export { BookedConsignmentList } from './BookedConsignmentList';
export { bookedListMessages } from './messages';
