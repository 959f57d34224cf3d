import { EU_CUSTOMS_TERRITORY_CODES } from './countries';

/**
 * VAT on Frakt's freight (issue 29, item 4). Swedish VAT is 25 % (mervärdesskattelagen (2023:200), 9 kap. 1 §).
 * Transport of goods directly connected with their export out of the EU is exempt: 10 kap. 68 § ML (article
 * 146.1 e of the VAT directive 2006/112/EC), as Skatteverket's rättslig vägledning describes under "Tjänster i
 * samband med export och import av varor" (www4.skatteverket.se/rattsligvagledning/430792.html; see also
 * 394142.html: a transport-related service "kan ha samband med export … och därför vara undantagen från
 * skatteplikt enligt 10 kap. 68 § ML"). A consignment whose receiver is outside the EU customs territory is such
 * an export transport, so its freight, its service options and the transaction fee that is part of the booked
 * transport carry no VAT. The transport insurance premium is left as it was (25 %): it is not a transport
 * service, and its own treatment is outside this rule.
 */
export const STANDARD_VAT_PERCENT = 25;

/** The receiver is outside the EU customs territory: the transport is part of an export (10 kap. 68 § ML). */
export const isExportTransport = (consigneeCountry: string | null | undefined) =>
  !!consigneeCountry && !EU_CUSTOMS_TERRITORY_CODES.includes(consigneeCountry.trim().toUpperCase());

/** The VAT rate (per cent) of the transport itself (freight, options, transaction fee) to that receiver's country. */
export const transportVatPercent = (consigneeCountry: string | null | undefined) =>
  isExportTransport(consigneeCountry) ? 0 : STANDARD_VAT_PERCENT;

/** Where the exemption is found, for bills and screens. */
export const EXPORT_VAT_EXEMPTION = {
  sv: 'Momsfri transport vid export, 10 kap. 68 § mervärdesskattelagen (2023:200)',
  en: 'VAT exempt: transport of exported goods, ch. 10 s. 68 Swedish VAT Act (2023:200)',
} as const;
