import { CustomerPricingProfile } from './application/customer-pricing-profile';
import { PriceConsignmentsHandler } from './queries/price-consignments/price-consignments.handler';
import { PriceConsignmentsHttpController } from './queries/price-consignments/price-consignments.http.controller';

/** Pricing (spec section 7: /freightservice/price), for the shipping module's wiring. */
export const pricingControllers = [PriceConsignmentsHttpController];
export const pricingProviders = [CustomerPricingProfile, PriceConsignmentsHandler];
