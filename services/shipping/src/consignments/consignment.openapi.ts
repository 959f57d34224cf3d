import { arrayOf, bool, int, namedSchema, nullable, num, objectOf, str } from '@freight/runtime';
import { getSchemaPath } from '@nestjs/swagger';
import {
  AddressRequestDto,
  CommunicationRequestDto,
  PART_ROLES,
  ReferenceRequestDto,
  TransportProductRequestDto,
} from './consignment.request.dto';
import type { ConsignmentErrorItem, ConsignmentsAnswer } from './consignment.response';
import type { ConsignmentDocument, ConsignmentGoodsItem, ConsignmentPart } from './domain/consignment-document';

const ref = (type: { name: string }) => ({ $ref: getSchemaPath(type.name) });

/** The spec's consignment server object (section 3) as stored and answered: the request's shape with the server's rules applied. */
export const CONSIGNMENT_SCHEMA = namedSchema(
  'Consignment',
  objectOf<ConsignmentDocument>(
    {
      orderNo: nullable(str),
      consignmentId: { ...nullable(str), description: 'null in the blank template' },
      consignmentNo: nullable(str),
      templateName: nullable(str),
      transportProduct: ref(TransportProductRequestDto),
      part: {
        ...arrayOf(
          objectOf<ConsignmentPart>({
            role: { type: 'string', enum: [...PART_ROLES] },
            address: {
              allOf: [
                ref(AddressRequestDto),
                { type: 'object', required: ['addressLine', 'countrycode'], properties: { addressLine: arrayOf(str), countrycode: str } },
              ],
            },
            reference: ref(ReferenceRequestDto),
            communication: ref(CommunicationRequestDto),
          }),
        ),
        description: 'In role order',
      },
      goodsItem: arrayOf(
        objectOf<ConsignmentGoodsItem>(
          {
            id: { ...str, description: 'Fresh on every save' },
            noOfPackages: int,
            weight: { ...num, description: 'kg' },
            volume: { ...num, description: 'm³' },
            length: { ...num, description: 'cm' },
            width: num,
            height: num,
            loadingMetres: num,
            packageType: str,
            goodsType: str,
            tag: str,
            isStackable: bool,
            isReadOnly: { ...bool, description: "The package type's fixed size" },
          },
          ['weight', 'volume', 'length', 'width', 'height', 'loadingMetres', 'goodsType'],
        ),
      ),
      owner: str,
      senderOrderRef: str,
      insured: bool,
      insuranceDisabled: bool,
      insuranceGoodsValue: { ...num, description: 'SEK' },
      noPickup: { ...bool, description: "The template's default: no pickup is booked, the goods are left at the carrier" },
      consigneeType: { type: 'string', enum: ['company', 'private'] },
    },
    ['owner', 'senderOrderRef', 'insured', 'insuranceDisabled', 'insuranceGoodsValue', 'noPickup'],
  ),
);

/** Every answer of the consignment calls (spec section 7). */
export const CONSIGNMENTS_ANSWER_SCHEMA = namedSchema(
  'ConsignmentsAnswer',
  objectOf<ConsignmentsAnswer>({
    consignments: arrayOf(CONSIGNMENT_SCHEMA),
    errors: {
      ...arrayOf(objectOf<ConsignmentErrorItem>({ code: str, description: str })),
      description: "De-duplicated by code, in the caller's language",
    },
  }),
);
