import { Consignments } from './application/consignments';
import { CreateConsignmentHandler } from './commands/create-consignment/create-consignment.handler';
import { CreateConsignmentHttpController } from './commands/create-consignment/create-consignment.http.controller';
import { DeleteConsignmentsHandler } from './commands/delete-consignments/delete-consignments.handler';
import { DeleteConsignmentsHttpController } from './commands/delete-consignments/delete-consignments.http.controller';
import { UpdateConsignmentHandler } from './commands/update-consignment/update-consignment.handler';
import { UpdateConsignmentHttpController } from './commands/update-consignment/update-consignment.http.controller';
import { ConsignmentEntity } from './database/consignment.entity';
import { CreateConsignments1732000000500 } from './database/consignment.migrations';
import { GetConsignmentHandler } from './queries/get-consignment/get-consignment.handler';
import { GetConsignmentHttpController } from './queries/get-consignment/get-consignment.http.controller';
import { GetConsignmentTemplateHandler } from './queries/get-consignment-template/get-consignment-template.handler';
import { GetConsignmentTemplateHttpController } from './queries/get-consignment-template/get-consignment-template.http.controller';

/** Consignments (spec section 7: /consignment), for the shipping module's wiring. */
export const consignmentEntities = [ConsignmentEntity];
export const consignmentMigrations = [CreateConsignments1732000000500];
export const consignmentControllers = [
  GetConsignmentTemplateHttpController,
  CreateConsignmentHttpController,
  UpdateConsignmentHttpController,
  DeleteConsignmentsHttpController,
  GetConsignmentHttpController,
];
export const consignmentProviders = [
  Consignments,
  CreateConsignmentHandler,
  UpdateConsignmentHandler,
  DeleteConsignmentsHandler,
  GetConsignmentTemplateHandler,
  GetConsignmentHandler,
];
