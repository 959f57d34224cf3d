import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Which contact belongs to which customer, as far as the customers service knows: a projection of
 * the contacts service's events (filled by FollowContactsOfCustomer), so a primary contact
 * can be checked without calling that service.
 */
@Entity({ name: 'known_contacts' })
@Index('known_contacts_customer_id', ['customerId'])
export class KnownContactEntity {
  @PrimaryColumn({ name: 'contact_id', type: 'integer' }) contactId!: number;
  @Column({ name: 'customer_id', type: 'integer' }) customerId!: number;
}
