import { Injectable } from '@nestjs/common';
import { assertCustomerAccess, DomainError, Principal } from '@freight/kernel';
import { CustomerProfile, CustomerProfiles } from '../../customer-profiles';
import { customerProfileNotYetKnown } from '../../customer-profiles/customer-profile.errors';

/**
 * How long a profile read serves later quotes of the same customer. The profile is already a
 * projection kept from events (it lags the customers service by the outbox relay's poll), so a
 * second more changes what a quote can see very little, and a customer comparing products (filter,
 * then price, then price again) reads it once. Measured on the 2-core box: the read is ~40 % of a
 * price call's CPU. 0 turns the cache off (every quote reads its profile once).
 */
export const PROFILE_CACHE_MS = 1_000;
const MAX_CACHED = 10_000;

/**
 * The customer's price list and chosen carriers for a quote: at most one database read. Tenancy first
 * (another customer's id is "not found"). A customer shipping has not heard of yet (its
 * CustomerProfileChanged still on the way) cannot be priced honestly: 503, try again shortly.
 */
@Injectable()
export class CustomerPricingProfile {
  private readonly cache = new Map<number, { profile: CustomerProfile; until: number }>();

  constructor(private readonly profiles: CustomerProfiles) {}

  async of(principal: Principal, customerId: number): Promise<CustomerProfile> {
    assertCustomerAccess(principal, customerId);
    const now = Date.now();
    const cached = this.cache.get(customerId);
    if (cached && cached.until > now) return cached.profile;
    const profile = await this.profiles.get(customerId);
    if (profile) {
      if (PROFILE_CACHE_MS > 0) {
        if (this.cache.size >= MAX_CACHED) this.cache.clear();
        this.cache.set(customerId, { profile, until: now + PROFILE_CACHE_MS });
      }
      return profile;
    }
    if (customerId !== principal.customerId) throw DomainError.notFound('CUSTOMER.NOT_FOUND');
    throw customerProfileNotYetKnown();
  }
}
