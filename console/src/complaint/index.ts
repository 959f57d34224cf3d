export { ClaimPage } from './ClaimPage';
export { ComplaintListPage } from './ComplaintListPage';
export { complaintMessages } from './messages';
export { claimPaths } from './claimPaths';
