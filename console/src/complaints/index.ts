export { ClaimPage } from './ClaimPage';
export { ComplaintList } from './ComplaintList';
export { ComplaintFormDialog as ComplaintEdit } from './ComplaintFormDialog';
export { complaintsResource } from './resource';
export { complaintMessages } from './messages';
export { claimPaths } from './claimPaths';
