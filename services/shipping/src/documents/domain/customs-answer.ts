import { findCarrier } from '@freight/reference-data';
import type { ConsignmentDocument } from '../../consignments/domain/consignment-document';
import { CustomsDeclaration, customsTotals, needsCustoms, oreToDecimal } from './customs-declaration';

/** GET/PUT /consignment/customs/{id}: the declaration on the wire (amounts as decimal strings) with what the screen shows beside it. */
export interface CustomsAnswer {
  consignmentId: string;
  /** The consignee is outside the EU customs territory. */
  required: boolean;
  destination: string;
  /** The consignment's receiver, so the screen names the consignment it documents. */
  consignee: { name: string; postcode: string; city: string; countrycode: string };
  /** Whether the receiver is a company (its EORI and VAT number are required) or a private person (neither). */
  consigneeType: 'company' | 'private';
  importerIdsRequired: boolean;
  /** The customsVATPayer part, when the consignment has one. */
  customsVATPayer: { name: string; countrycode: string } | null;
  declaration:
    | (Omit<CustomsDeclaration, 'lines'> & {
        lines: (Omit<CustomsDeclaration['lines'][number], 'valueOre' | 'netWeightKg'> & { value: string; netWeight: number })[];
      })
    | null;
  totals: { quantity: number; netWeight: number; value: string };
  paperless: boolean;
  /** Only one express carrier takes customs documents electronically. */
  paperlessOffered: boolean;
  /** Booked: the declaration went with the booking and is read, not changed, any more. */
  booked: boolean;
}

/** A company receiver's EORI and VAT number go on the invoice; a private receiver has neither. */
export const importerIdsRequired = (document: ConsignmentDocument) => document.consigneeType !== 'private';

export function customsAnswer(
  consignmentId: string,
  document: ConsignmentDocument,
  carrierCode: number | null,
  declaration: CustomsDeclaration | null,
  paperless: boolean,
  booked: boolean,
): CustomsAnswer {
  const destination = document.part.find((p) => p.role === 'consignee')?.address.countrycode ?? '';
  const payer = document.part.find((p) => p.role === 'customsVATPayer');
  const consignee = document.part.find((p) => p.role === 'consignee')?.address;
  const totals = customsTotals(declaration?.lines ?? []);
  return {
    consignmentId,
    required: needsCustoms(destination),
    destination,
    consignee: {
      name: consignee?.name ?? '',
      postcode: consignee?.postcode ?? '',
      city: consignee?.city ?? '',
      countrycode: destination,
    },
    consigneeType: document.consigneeType,
    importerIdsRequired: importerIdsRequired(document),
    customsVATPayer: payer ? { name: payer.address.name ?? '', countrycode: payer.address.countrycode } : null,
    declaration: declaration && {
      ...declaration,
      lines: declaration.lines.map(({ valueOre, netWeightKg, ...line }) => ({
        ...line,
        netWeight: netWeightKg,
        value: oreToDecimal(valueOre),
      })),
    },
    totals: { quantity: totals.quantity, netWeight: totals.netWeightKg, value: oreToDecimal(totals.valueOre) },
    paperless,
    paperlessOffered: carrierCode !== null && (findCarrier(carrierCode)?.paperlessCustoms ?? false),
    booked,
  };
}
