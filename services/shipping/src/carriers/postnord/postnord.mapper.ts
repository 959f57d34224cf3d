import { CarrierBooked, CarrierLabel, CarrierParty, CarrierShipment, serviceCodeOf } from '../carrier-shipment';
import type {
  PostNordEdiInstruction,
  PostNordFindByReferenceResponse,
  PostNordItem,
  PostNordLabelResponse,
  PostNordParty,
} from './postnord.schemas';

/** Frakt's application id in PostNord's EDI header. */
export const POSTNORD_APPLICATION = { applicationId: 1438, name: 'Frakt', version: '1.0' } as const;

const cut = (text: string | undefined, max: number) => (text ?? '').trim().slice(0, max);
const tenth = (n: number) => Math.round(n * 10) / 10;

function postNordParty(party: CarrierParty): PostNordParty {
  const contact = {
    ...(party.contactPerson ? { contactName: cut(party.contactPerson, 35) } : {}),
    ...(party.email ? { emailAddress: cut(party.email, 70) } : {}),
    ...(party.phone ? { phoneNo: cut(party.phone, 20) } : {}),
  };
  return {
    nameIdentification: { name: cut(party.name, 35) },
    address: {
      streets: party.addressLines.map((l) => cut(l, 35)),
      postalCode: party.postcode,
      city: cut(party.city, 35),
      countryCode: party.countryCode,
    },
    ...(Object.keys(contact).length ? { contact } : {}),
  };
}

/** PostNord package type codes: PC parcel, PE EUR pallet, AF half pallet. */
const packageTypeCodeOf = (packageType: string) => (packageType === 'pallet' ? 'PE' : packageType === 'halfpallet' ? 'AF' : 'PC');

/**
 * The EDI instruction for a shipment: one shipment, the consignor identified by the customer number, our
 * consignment number as the customer reference (CU), goods items grouped by package type with one item per
 * package (PostNord numbers the items). `messageId` is the reference: a repeat names the same message.
 */
export function toPostNordInstruction(shipment: CarrierShipment, customerNumber: string, messageDate: Date): PostNordEdiInstruction {
  const groups = new Map<string, PostNordItem[]>();
  for (const p of shipment.packages) {
    const code = packageTypeCodeOf(p.packageType);
    const item: PostNordItem = {
      grossWeight: { value: tenth(p.weightKg), unit: 'KGM' },
      ...(p.lengthCm && p.widthCm && p.heightCm
        ? {
            dimensions: {
              height: { value: Math.ceil(p.heightCm), unit: 'CMT' as const },
              width: { value: Math.ceil(p.widthCm), unit: 'CMT' as const },
              length: { value: Math.ceil(p.lengthCm), unit: 'CMT' as const },
            },
          }
        : {}),
    };
    groups.set(code, [...(groups.get(code) ?? []), item]);
  }
  return {
    messageDate: messageDate.toISOString(),
    messageFunction: 'Instruction',
    messageId: shipment.reference,
    application: POSTNORD_APPLICATION,
    updateIndicator: 'Original',
    shipment: [
      {
        shipmentIdentification: { shipmentId: '0' },
        dateAndTimes: { loadingDate: `${shipment.shipDate}T00:00:00Z` },
        service: { basicServiceCode: serviceCodeOf(shipment.productCode), additionalServiceCode: [] },
        numberOfPackages: { value: shipment.packages.length },
        totalGrossWeight: { value: tenth(shipment.packages.reduce((sum, p) => sum + p.weightKg, 0)), unit: 'KGM' },
        references: [{ referenceNo: shipment.reference, referenceType: 'CU' }],
        parties: {
          consignor: {
            issuerCode: 'Z12',
            partyIdentification: { partyId: customerNumber, partyIdType: '160' },
            party: postNordParty(shipment.consignor),
          },
          consignee: { party: postNordParty(shipment.consignee) },
        },
        goodsItem: [...groups].map(([packageTypeCode, items]) => ({ packageTypeCode, items })),
      },
    ],
  };
}

/** The deletion of a booked shipment: the same EDI message with updateIndicator Deletion. */
export function toPostNordDeletion(shipmentId: string, reference: string, customerNumber: string, messageDate: Date) {
  return {
    messageDate: messageDate.toISOString(),
    messageFunction: 'Instruction' as const,
    messageId: `${reference}-D`,
    application: POSTNORD_APPLICATION,
    updateIndicator: 'Deletion' as const,
    shipment: [
      {
        shipmentIdentification: { shipmentId },
        parties: { consignor: { partyIdentification: { partyId: customerNumber, partyIdType: '160' } } },
      },
    ],
  };
}

const faultText = (answer: PostNordLabelResponse) =>
  (answer.compositeFault?.faults ?? []).map((f) => `${f.faultCode}: ${f.explanationText}`);

/**
 * The carrier's yes from a label answer, null when it booked nothing. A partial answer (ids and a compositeFault,
 * e.g. labels that failed) is a yes: the shipment exists; the faults come back as warnings.
 */
export function fromPostNordLabelResponse(answer: PostNordLabelResponse): CarrierBooked | null {
  const info = answer?.bookingResponse?.idInformation?.[0];
  const shipmentId = info?.ids?.find((i) => i.idType === 'shipmentId')?.value;
  if (!shipmentId) return null;
  const labels: CarrierLabel[] = (answer.labelPrintout ?? [])
    .filter((l) => l.printout?.data)
    .map((l) => ({ format: l.printout.labelFormat?.toUpperCase() === 'ZPL' ? 'ZPL' : 'PDF', base64: l.printout.data }));
  return {
    carrierShipmentId: shipmentId,
    trackingNumbers: info!.ids.filter((i) => i.idType === 'itemId').map((i) => i.value),
    labels,
    warnings: faultText(answer),
  };
}

export function fromPostNordFindByReference(answer: PostNordFindByReferenceResponse): CarrierBooked | null {
  const shipment = answer?.TrackingInformationResponse?.shipments?.[0];
  if (!shipment?.shipmentId) return null;
  return { carrierShipmentId: shipment.shipmentId, trackingNumbers: (shipment.items ?? []).map((i) => i.itemId), labels: [], warnings: [] };
}
