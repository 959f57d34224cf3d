import { ClaimEligibility } from './application/claim-eligibility';
import { InsuranceClaimViews } from './application/insurance-claim-views';
import { CreateInsuranceClaimHandler } from './commands/create-insurance-claim/create-insurance-claim.handler';
import { CreateInsuranceClaimHttpController } from './commands/create-insurance-claim/create-insurance-claim.http.controller';
import { DeleteInsuranceClaimHandler } from './commands/delete-insurance-claim/delete-insurance-claim.handler';
import { DeleteInsuranceClaimHttpController } from './commands/delete-insurance-claim/delete-insurance-claim.http.controller';
import { SubmitInsuranceClaimHandler } from './commands/submit-insurance-claim/submit-insurance-claim.handler';
import { SubmitInsuranceClaimHttpController } from './commands/submit-insurance-claim/submit-insurance-claim.http.controller';
import { UpdateInsuranceClaimHandler } from './commands/update-insurance-claim/update-insurance-claim.handler';
import { UpdateInsuranceClaimHttpController } from './commands/update-insurance-claim/update-insurance-claim.http.controller';
import { InsuranceClaimRepository } from './database/insurance-claim.repository';
import { GetClaimableOrderHandler } from './queries/get-claimable-order/get-claimable-order.handler';
import { GetClaimableOrderHttpController } from './queries/get-claimable-order/get-claimable-order.http.controller';
import { GetInsuranceClaimHandler } from './queries/get-insurance-claim/get-insurance-claim.handler';
import { GetInsuranceClaimHttpController } from './queries/get-insurance-claim/get-insurance-claim.http.controller';
import { ListInsuranceClaimsHandler } from './queries/list-insurance-claims/list-insurance-claims.handler';
import { ListInsuranceClaimsHttpController } from './queries/list-insurance-claims/list-insurance-claims.http.controller';

/** Transport-insurance claims (spec sections 3 and 8), for the claims module's wiring. */
const commandHandlers = [
  CreateInsuranceClaimHandler,
  UpdateInsuranceClaimHandler,
  SubmitInsuranceClaimHandler,
  DeleteInsuranceClaimHandler,
];
const queryHandlers = [GetClaimableOrderHandler, GetInsuranceClaimHandler, ListInsuranceClaimsHandler];
export const insuranceClaimControllers = [
  GetClaimableOrderHttpController,
  CreateInsuranceClaimHttpController,
  UpdateInsuranceClaimHttpController,
  SubmitInsuranceClaimHttpController,
  ListInsuranceClaimsHttpController,
  GetInsuranceClaimHttpController,
  DeleteInsuranceClaimHttpController,
];
export const insuranceClaimProviders = [
  ...commandHandlers,
  ...queryHandlers,
  InsuranceClaimRepository,
  ClaimEligibility,
  InsuranceClaimViews,
];
