import { OPTION_FORMAT_PATTERNS } from '@freight/reference-data';
import { arrayOf, bool, decimal, int, namedSchema, nullable, num, objectOf, str } from '@freight/runtime';
import type { FreightServiceResponse, ServiceOptionResponse } from './freight-service.response';

const PACKAGE_TYPES = ['unspecified', 'parcel', 'pallet', 'halfpallet'];

export const SERVICE_OPTION_SCHEMA = namedSchema(
  'ServiceOption',
  objectOf<ServiceOptionResponse>({
    id: int,
    type: str,
    name: str,
    format: {
      type: 'string',
      nullable: true,
      enum: [...Object.keys(OPTION_FORMAT_PATTERNS), null],
      description: 'What the option value must look like',
    },
    price: { ...nullable(decimal), description: 'Excl. VAT; null when the option has no price' },
    priceless: bool,
    conflictsWith: arrayOf(str),
  }),
);

/** Spec section 3 FreightService (toFreightServiceResponse), texts in the caller's language. */
export const FREIGHT_SERVICE_SCHEMA = namedSchema(
  'FreightService',
  objectOf<FreightServiceResponse>({
    templateSubject: str,
    templateName: str,
    code: str,
    addService: bool,
    priceCode: str,
    priceTransportProduct: str,
    priceSupplier: int,
    priceInfo: str,
    instruction: str,
    deliveryMinDays: int,
    deliveryMaxDays: int,
    deliveryInfo: str,
    trackingUrl: str,
    supplier: str,
    supplierId: int,
    serviceId: int,
    textId: int,
    paymentCollect: bool,
    hidePriceless: bool,
    locationFinder: bool,
    locationFinderUPS: bool,
    pickupTime: str,
    returnService: bool,
    noPickupTemplateExists: bool,
    mandatoryNameConsignor: bool,
    mandatoryNameConsignee: bool,
    mandatoryMobileConsignor: bool,
    mandatoryMobileConsignee: bool,
    packageTypes: arrayOf({ type: 'string', enum: PACKAGE_TYPES }),
    fixedPrices: {
      ...arrayOf(
        objectOf<FreightServiceResponse['fixedPrices'][number]>({
          packageType: { type: 'string', enum: PACKAGE_TYPES },
          maxWeight: { ...num, description: 'kg' },
          price: decimal,
        }),
      ),
      description: 'Flat prices per package type, excl. VAT',
    },
    logo: str,
    guarantee: bool,
    active: bool,
    termsId: { ...int, description: 'For GET /freightservice/term/{id}' },
    serviceOptions: arrayOf(SERVICE_OPTION_SCHEMA),
  }),
);
