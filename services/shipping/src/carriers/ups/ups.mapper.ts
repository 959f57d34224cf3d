import { CarrierBooked, CarrierLabel, CarrierParty, CarrierShipment, serviceCodeOf } from '../carrier-shipment';
import type {
  UpsLabelFormat,
  UpsPackage,
  UpsParty,
  UpsReferenceTrackResponse,
  UpsShipmentRequest,
  UpsShipmentResponse,
} from './ups.schemas';

/** A UPS tracking number: 1Z and sixteen letters or digits. */
export const UPS_TRACKING_NUMBER = /^1Z[0-9A-Z]{16}$/;

const cut = (text: string | undefined, max: number) => (text ?? '').trim().slice(0, max);
const decimal = (n: number) => (Math.round(n * 10) / 10).toFixed(1);

function upsParty(party: CarrierParty, shipperNumber?: string): UpsParty {
  return {
    Name: cut(party.name, 35),
    ...(party.contactPerson ? { AttentionName: cut(party.contactPerson, 35) } : {}),
    ...(shipperNumber ? { ShipperNumber: shipperNumber } : {}),
    ...(party.phone ? { Phone: { Number: cut(party.phone.replace(/[^\d+]/g, ''), 15) } } : {}),
    ...(party.email ? { EMailAddress: cut(party.email, 50) } : {}),
    Address: {
      AddressLine: (party.addressLines.length ? party.addressLines : ['']).slice(0, 3).map((l) => cut(l, 35)),
      City: cut(party.city, 30),
      ...(party.state ? { StateProvinceCode: cut(party.state, 5) } : {}),
      PostalCode: cut(party.postcode, 9),
      CountryCode: party.countryCode,
    },
  };
}

/** UPS packaging: 02 customer-supplied package; 30 pallet. */
const packagingOf = (packageType: string) => (packageType === 'pallet' || packageType === 'halfpallet' ? '30' : '02');

/** The Shipping API request for a shipment: shipper = consignor billed to the account, one Package per physical package. */
export function toUpsShipmentRequest(shipment: CarrierShipment, shipperNumber: string, labelFormat: UpsLabelFormat): UpsShipmentRequest {
  const shipper = { ...upsParty(shipment.consignor, shipperNumber), ShipperNumber: shipperNumber };
  return {
    ShipmentRequest: {
      Request: { RequestOption: 'nonvalidate', TransactionReference: { CustomerContext: shipment.orderNo } },
      Shipment: {
        Description: cut(shipment.description, 50),
        Shipper: shipper,
        ShipTo: upsParty(shipment.consignee),
        ShipFrom: upsParty(shipment.consignor),
        PaymentInformation: { ShipmentCharge: [{ Type: '01', BillShipper: { AccountNumber: shipperNumber } }] },
        Service: { Code: serviceCodeOf(shipment.productCode) },
        ReferenceNumber: [{ Value: shipment.reference }],
        Package: shipment.packages.map((p): UpsPackage => ({
          Packaging: { Code: packagingOf(p.packageType) },
          ...(p.lengthCm && p.widthCm && p.heightCm
            ? {
                Dimensions: {
                  UnitOfMeasurement: { Code: 'CM' as const },
                  Length: String(Math.ceil(p.lengthCm)),
                  Width: String(Math.ceil(p.widthCm)),
                  Height: String(Math.ceil(p.heightCm)),
                },
              }
            : {}),
          PackageWeight: { UnitOfMeasurement: { Code: 'KGS' }, Weight: decimal(p.weightKg) },
        })),
      },
      LabelSpecification: {
        LabelImageFormat: { Code: labelFormat },
        ...(labelFormat === 'ZPL' ? { LabelStockSize: { Height: '6', Width: '4' } } : {}),
      },
    },
  };
}

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

export class UpsAnswerError extends Error {}

/** The carrier's yes, from a ship answer; throws UpsAnswerError for an answer that is not one. */
export function fromUpsShipmentResponse(answer: UpsShipmentResponse): CarrierBooked {
  const results = answer?.ShipmentResponse?.ShipmentResults;
  const status = answer?.ShipmentResponse?.Response?.ResponseStatus?.Code;
  if (status !== '1' || !results?.ShipmentIdentificationNumber) throw new UpsAnswerError('not a successful UPS shipment answer');
  const packages = asList(results.PackageResults);
  const labels: CarrierLabel[] = [];
  for (const p of packages) {
    const label = p.ShippingLabel;
    if (!label?.GraphicImage) continue;
    const format = label.ImageFormat?.Code === 'ZPL' ? 'ZPL' : label.ImageFormat?.Code === 'PNG' ? 'PNG' : 'GIF';
    labels.push({ format, base64: label.GraphicImage });
  }
  const trackingNumbers = packages.map((p) => p.TrackingNumber);
  if (trackingNumbers.some((t) => !UPS_TRACKING_NUMBER.test(t ?? ''))) throw new UpsAnswerError('a UPS tracking number is malformed');
  return { carrierShipmentId: results.ShipmentIdentificationNumber, trackingNumbers, labels, warnings: [] };
}

/** A shipment found by reference (no labels: UPS answers those only when the shipment is made). */
export function fromUpsReferenceTrack(answer: UpsReferenceTrackResponse): CarrierBooked | null {
  const shipment = answer?.trackResponse?.shipment?.find((s) => s.package?.length);
  if (!shipment) return null;
  const trackingNumbers = shipment.package!.map((p) => p.trackingNumber);
  return { carrierShipmentId: trackingNumbers[0], trackingNumbers, labels: [], warnings: [] };
}
