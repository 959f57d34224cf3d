import { PRINT_FORMATS } from '@freight/reference-data';
import { ApiSchemaObject, arrayOf, bool, dateTime, decimal, int, namedSchema, num, objectOf, str } from '@freight/runtime';
import { getSchemaPath } from '@nestjs/swagger';
import { SaveCustomsRequestDto } from './commands/save-customs/save-customs.request.dto';
import type { SentDocument } from './database/customs.repository';
import type { CustomsAnswer } from './domain/customs-answer';
import type { PaperlessAnswer } from './queries/get-paperless/get-paperless.handler';

/** GET/PUT /consignment/customs/{id}: the declaration as PUT takes it, with what the screen shows beside it. */
export const CUSTOMS_ANSWER_SCHEMA = namedSchema(
  'CustomsAnswer',
  objectOf<CustomsAnswer>({
    consignmentId: str,
    required: { ...bool, description: 'The consignee is outside the EU customs territory' },
    destination: { ...str, description: "The consignee's country" },
    consignee: {
      ...objectOf<CustomsAnswer['consignee']>({ name: str, postcode: str, city: str, countrycode: str }),
      description: 'The receiver, naming the consignment the document belongs to',
    },
    consigneeType: { ...str, enum: ['company', 'private'] },
    importerIdsRequired: { ...bool, description: "A company receiver's EORI and VAT number are required; a private receiver has neither" },
    customsVATPayer: { ...objectOf<NonNullable<CustomsAnswer['customsVATPayer']>>({ name: str, countrycode: str }), nullable: true },
    declaration: { allOf: [{ $ref: getSchemaPath(SaveCustomsRequestDto) }], nullable: true, description: 'null until saved' },
    totals: objectOf<CustomsAnswer['totals']>({ quantity: int, netWeight: { ...num, description: 'kg' }, value: decimal }),
    paperless: bool,
    paperlessOffered: { ...bool, description: 'Only one express carrier takes customs documents electronically' },
    booked: { ...bool, description: 'The consignment is booked: the declaration is read, no longer changed' },
  }),
);

export const SENT_DOCUMENT_SCHEMA = namedSchema(
  'SentCustomsDocument',
  objectOf<SentDocument>({
    id: str,
    documentId: { ...str, description: "The carrier's id of the document" },
    fileName: str,
    size: { ...int, description: 'Bytes' },
    source: { type: 'string', enum: ['generated', 'uploaded'] },
    sentAt: dateTime,
  }),
);

export const PAPERLESS_ANSWER_SCHEMA = namedSchema(
  'PaperlessAnswer',
  objectOf<PaperlessAnswer>({
    consignmentId: str,
    paperless: bool,
    offered: { ...bool, description: 'Only one express carrier takes customs documents electronically' },
    documents: arrayOf(SENT_DOCUMENT_SCHEMA),
    limits: objectOf<PaperlessAnswer['limits']>({ bytesPerFile: int, filesPerConsignment: int }),
  }),
);

export const PAPERLESS_CHOICE_BODY: ApiSchemaObject = { type: 'object', required: ['paperless'], properties: { paperless: bool } };

/** The print calls' answer: the document itself, by `format`. */
export const PRINTED_CONTENT_TYPES = ['application/pdf', 'text/plain; charset=utf-8'];
export const PRINTED_DESCRIPTION = `The labels and waybill in one file by ?format= (${PRINT_FORMATS.join(', ')}): PDF inline, ZPL as a text attachment; ETag the hash of the bytes`;
