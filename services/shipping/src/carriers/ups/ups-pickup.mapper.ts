import { CarrierPickup, serviceCodeOf } from '../carrier-shipment';

/** UPS Pickup API v2409, pickup creation (the fields Frakt sends; UPS documents more). */
export interface UpsPickupCreationRequest {
  PickupCreationRequest: {
    RatePickupIndicator: 'Y' | 'N';
    Shipper: { Account: { AccountNumber: string; AccountCountryCode: string } };
    PickupDateInfo: { CloseTime: string; ReadyTime: string; PickupDate: string };
    PickupAddress: {
      CompanyName: string;
      ContactName: string;
      AddressLine: string;
      City: string;
      PostalCode: string;
      CountryCode: string;
      ResidentialIndicator: 'Y' | 'N';
      Phone: { Number: string };
    };
    AlternateAddressIndicator: 'Y' | 'N';
    PickupPiece: { ServiceCode: string; Quantity: string; DestinationCountryCode: string; ContainerCode: string }[];
    TotalWeight: { Weight: string; UnitOfMeasurement: 'KGS' };
    OverweightIndicator: 'Y' | 'N';
    PaymentMethod: '01';
    ReferenceNumber: string;
  };
}

export interface UpsPickupCreationResponse {
  PickupCreationResponse?: { PRN?: string };
}

const cut = (text: string | undefined, max: number) => (text ?? '').trim().slice(0, max);

/**
 * The consignor's pickup, billed to the account (PaymentMethod 01) at the consignor's address rather than the
 * account's (AlternateAddressIndicator Y); one piece line for the shipment's packages (containers 01: packages).
 */
export function toUpsPickupRequest(pickup: CarrierPickup, shipperNumber: string): UpsPickupCreationRequest {
  const { consignor, consignee, packages } = pickup.shipment;
  const weight = packages.reduce((kg, p) => kg + p.weightKg, 0);
  return {
    PickupCreationRequest: {
      RatePickupIndicator: 'N',
      Shipper: { Account: { AccountNumber: shipperNumber, AccountCountryCode: consignor.countryCode } },
      PickupDateInfo: {
        CloseTime: pickup.closeTime.replace(':', ''),
        ReadyTime: pickup.readyTime.replace(':', ''),
        PickupDate: pickup.date.replace(/-/g, ''),
      },
      PickupAddress: {
        CompanyName: cut(consignor.name, 27),
        ContactName: cut(consignor.contactPerson ?? consignor.name, 22),
        AddressLine: cut(consignor.addressLines.join(' '), 73),
        City: cut(consignor.city, 50),
        PostalCode: cut(consignor.postcode, 9),
        CountryCode: consignor.countryCode,
        ResidentialIndicator: 'N',
        Phone: { Number: cut(consignor.phone ?? '0', 25) },
      },
      AlternateAddressIndicator: 'Y',
      PickupPiece: [
        {
          ServiceCode: serviceCodeOf(pickup.shipment.productCode).padStart(3, '0'),
          Quantity: String(packages.length),
          DestinationCountryCode: consignee.countryCode,
          ContainerCode: '01',
        },
      ],
      TotalWeight: { Weight: (Math.ceil(weight * 10) / 10).toFixed(1), UnitOfMeasurement: 'KGS' },
      OverweightIndicator: packages.some((p) => p.weightKg > 32) ? 'Y' : 'N',
      PaymentMethod: '01',
      ReferenceNumber: cut(pickup.shipment.reference, 35),
    },
  };
}

/** The PRN (pickup request number) of UPS's answer, or null when the answer has none. */
export const prnOf = (answer: UpsPickupCreationResponse): string | null => answer.PickupCreationResponse?.PRN ?? null;
