import { ApiSchemaObject, arrayOf, decimal, int, namedSchema, nullable, num, objectOf, str } from '@freight/runtime';
import { getSchemaPath } from '@nestjs/swagger';
import { ConsignmentRequestDto } from '../../../consignments/consignment.request.dto';
import { EMISSION_SCHEMA } from '../../../emissions/emission.openapi';
import { MAX_CONSIGNMENTS_PER_CALL } from './price-consignments.request.pipe';
import type { PriceErrorResponse, PriceResultResponse } from './price-result.response';

/** The bare array PriceConsignmentsRequestPipe reads: each a consignment naming its product. */
export const PRICE_CONSIGNMENTS_BODY: ApiSchemaObject = {
  type: 'array',
  maxItems: MAX_CONSIGNMENTS_PER_CALL,
  description: `One consignment per product to price (more than ${MAX_CONSIGNMENTS_PER_CALL}: 413); the product by templateName, else by transportProduct.code`,
  items: {
    allOf: [{ $ref: getSchemaPath(ConsignmentRequestDto) }, { type: 'object', properties: { templateName: { ...str, maxLength: 80 } } }],
  },
};

const FORMATTED = { description: 'As a reader of the caller\'s language sees the amount ("1 234,50 kr")', ...str };

export const PRICE_ERROR_SCHEMA = objectOf<PriceErrorResponse>({
  code: str,
  description: { ...str, description: "In the caller's language" },
});

export const PRICE_RESULT_SCHEMA = namedSchema(
  'PriceResult',
  objectOf<PriceResultResponse>({
    templateName: str,
    code: str,
    priceList: int,
    currency: { type: 'string', enum: ['SEK'] },
    priceExclVat: { ...nullable(decimal), description: 'null when the consignment has errors' },
    vat: nullable(decimal),
    total: nullable(decimal),
    formatted: {
      ...objectOf<NonNullable<PriceResultResponse['formatted']>>({ priceExclVat: FORMATTED, vat: FORMATTED, total: FORMATTED }),
      nullable: true,
    },
    breakdown: arrayOf(
      objectOf<PriceResultResponse['breakdown'][number]>({
        kind: {
          type: 'string',
          enum: ['freight', 'minimum_charge', 'fuel_surcharge', 'option', 'insurance', 'fixed_price', 'transaction_fee'],
        },
        label: str,
        amount: decimal,
        formatted: FORMATTED,
      }),
    ),
    zone: nullable(str),
    chargeableWeight: { ...nullable(num), description: 'kg' },
    emission: nullable(EMISSION_SCHEMA),
    errors: arrayOf(PRICE_ERROR_SCHEMA),
  }),
);
