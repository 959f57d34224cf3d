import { needsCustoms } from '../../documents/domain/customs-declaration';
import { stockholmOffsetMinutes } from '../../shared/stockholm-time';
import { CarrierBooked, CarrierParty, CarrierPickup, CarrierShipment, serviceCodeOf } from '../carrier-shipment';
import type { DhlParty, DhlShipmentRequest, DhlShipmentResponse } from './dhl-express.schemas';

const cut = (text: string | undefined, max: number) => (text ?? '').trim().slice(0, max);

function dhlParty(party: CarrierParty): DhlParty {
  const [line1, line2] = party.addressLines;
  return {
    postalAddress: {
      postalCode: cut(party.postcode, 12),
      cityName: cut(party.city, 45),
      countryCode: party.countryCode,
      addressLine1: cut(line1, 45),
      ...(line2 ? { addressLine2: cut(line2, 45) } : {}),
    },
    contactInformation: {
      companyName: cut(party.name, 100),
      // MyDHL wants a person: the contact, else the name on the address.
      fullName: cut(party.contactPerson ?? party.name, 255),
      phone: cut(party.phone, 70),
      ...(party.email ? { email: cut(party.email, 70) } : {}),
    },
  };
}

/** `2026-12-01T12:00:00 GMT+01:00`: noon (or the time given) of the ship date in Stockholm, with Stockholm's offset that day. */
export function plannedShippingDateAndTime(shipDate: string, time = '12:00'): string {
  const minutes = stockholmOffsetMinutes(new Date(`${shipDate}T12:00:00Z`));
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${shipDate}T${time}:00 GMT${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** MyDHL `POST /pickups`: the consignor's pickup from the ready time to the close time, for the shipment's packages. */
export interface DhlPickupRequest {
  plannedPickupDateAndTime: string;
  closeTime: string;
  location: string;
  locationType: 'business';
  accounts: { typeCode: 'shipper'; number: string }[];
  customerDetails: { shipperDetails: DhlParty };
  shipmentDetails: {
    productCode: string;
    isCustomsDeclarable: boolean;
    unitOfMeasurement: 'metric';
    packages: { weight: number }[];
  }[];
}

export function toDhlPickupRequest(pickup: CarrierPickup, accountNumber: string): DhlPickupRequest {
  const { shipment } = pickup;
  return {
    plannedPickupDateAndTime: plannedShippingDateAndTime(pickup.date, pickup.readyTime),
    closeTime: pickup.closeTime,
    location: 'reception',
    locationType: 'business',
    accounts: [{ typeCode: 'shipper', number: accountNumber }],
    customerDetails: { shipperDetails: dhlParty(shipment.consignor) },
    shipmentDetails: [
      {
        productCode: serviceCodeOf(shipment.productCode),
        isCustomsDeclarable: needsCustoms(shipment.consignee.countryCode),
        unitOfMeasurement: 'metric',
        packages: shipment.packages.map((p) => ({ weight: p.weightKg })),
      },
    ],
  };
}

/** The dispatch confirmation number of MyDHL's answer, or null. */
export const dispatchConfirmationOf = (answer: unknown): string | null => {
  const numbers = (answer as { dispatchConfirmationNumbers?: unknown } | null)?.dispatchConfirmationNumbers;
  return Array.isArray(numbers) && typeof numbers[0] === 'string' ? numbers[0] : null;
};

/** The MyDHL shipment request: our consignment number as the customer reference (CU), one package per physical package, a PDF label. */
export function toDhlShipmentRequest(shipment: CarrierShipment, accountNumber: string): DhlShipmentRequest {
  return {
    plannedShippingDateAndTime: plannedShippingDateAndTime(shipment.shipDate),
    pickup: { isRequested: false },
    productCode: serviceCodeOf(shipment.productCode),
    accounts: [{ typeCode: 'shipper', number: accountNumber }],
    customerReferences: [{ value: shipment.reference, typeCode: 'CU' }],
    outputImageProperties: { encodingFormat: 'pdf', imageOptions: [{ typeCode: 'label', templateName: 'ECOM26_84_001' }] },
    customerDetails: { shipperDetails: dhlParty(shipment.consignor), receiverDetails: dhlParty(shipment.consignee) },
    content: {
      packages: shipment.packages.map((p) => ({
        weight: p.weightKg,
        ...(p.lengthCm && p.widthCm && p.heightCm
          ? { dimensions: { length: Math.ceil(p.lengthCm), width: Math.ceil(p.widthCm), height: Math.ceil(p.heightCm) } }
          : {}),
      })),
      isCustomsDeclarable: needsCustoms(shipment.consignee.countryCode),
      description: cut(shipment.description, 70),
      incoterm: 'DAP',
      unitOfMeasurement: 'metric',
    },
  };
}

export class DhlAnswerError extends Error {}

/** The waybill number, the piece ids and the label documents of a MyDHL answer. */
export function fromDhlShipmentResponse(answer: DhlShipmentResponse): CarrierBooked {
  if (!/^\d{10}$/.test(answer?.shipmentTrackingNumber ?? '')) throw new DhlAnswerError('not a MyDHL shipment answer');
  return {
    carrierShipmentId: answer.shipmentTrackingNumber,
    trackingNumbers: (answer.packages ?? []).map((p) => p.trackingNumber),
    labels: (answer.documents ?? [])
      .filter((d) => d.typeCode === 'label' && d.content)
      .map((d) => ({ format: 'PDF' as const, base64: d.content })),
    warnings: [],
  };
}
