import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { SCHENKER_NS, SchenkerFault, SchenkerOperation, SOAP_NS } from './schenker.schemas';

/** The SOAP 1.1 wire format of eSchenker's booking service, with fast-xml-parser: values are escaped by the builder. */
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: true, format: false });

/** Namespace prefixes dropped, text kept as text (booking ids and postcodes with leading zeros stay as they are). */
const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
});

/** Undefined fields are left out (eSchenker refuses empty elements for optional fields). */
function prune(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(prune);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined && v !== null && v !== '')
        .map(([k, v]) => [k, prune(v)]),
    );
  return typeof value === 'boolean' || typeof value === 'number' ? String(value) : value;
}

/** The envelope of one call: `<ns:operation><in>…payload…</in></ns:operation>` in the body. */
export function soapEnvelope(operation: SchenkerOperation, payload: object): string {
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    'soapenv:Envelope': {
      '@_xmlns:soapenv': SOAP_NS,
      '@_xmlns:book': SCHENKER_NS,
      'soapenv:Header': '',
      'soapenv:Body': { [`book:${operation}`]: { in: prune(payload) } },
    },
  }) as string;
}

/** What a SOAP answer held: the response element's `out` (or the element itself), or the fault. Undefined: not SOAP. */
export interface SoapAnswer {
  out?: Record<string, unknown>;
  fault?: SchenkerFault;
}

const record = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

export function readSoapAnswer(xml: string): SoapAnswer | undefined {
  if (!xml.trim().startsWith('<')) return undefined;
  let document: Record<string, unknown>;
  try {
    document = parser.parse(xml) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const body = record(record(document.Envelope)?.Body);
  if (!body) return undefined;
  const fault = record(body.Fault);
  if (fault) {
    const exception = record(record(fault.detail)?.schenkerServiceException);
    return {
      fault: {
        faultcode: text(fault.faultcode) ?? '',
        faultstring: text(fault.faultstring) ?? '',
        ...(exception ? { code: text(exception.code) ?? '', message: text(exception.message) ?? '' } : {}),
      },
    };
  }
  const [response] = Object.values(body).map(record);
  if (!response) return {};
  return { out: record(response.out) ?? response };
}
