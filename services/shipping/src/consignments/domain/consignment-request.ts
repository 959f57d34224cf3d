import type { PartRole } from './part-roles';

/**
 * The spec's consignment server object (section 3) as a client sends it, once its shape is validated: what the
 * domain builds the stored document from. The request DTOs (consignment.request.dto.ts) implement these, so the
 * validated body is this shape and the domain never imports the API layer.
 */
export interface AddressFields {
  id?: string | number;
  name?: string;
  addressLine?: string[];
  postcode?: string;
  city?: string;
  state?: string;
  countrycode?: string;
}

export interface ReferenceFields {
  reference?: string;
  customerNo?: string;
}

export interface NotifiedValue {
  value?: string;
  notify?: boolean;
}

export interface CommunicationFields {
  contactPerson?: string;
  phone?: string;
  mobile?: NotifiedValue;
  email?: NotifiedValue;
}

export interface PartFields {
  role?: PartRole;
  address?: AddressFields;
  reference?: ReferenceFields;
  communication?: CommunicationFields;
}

export interface GoodsItemFields {
  id?: string;
  noOfPackages?: number;
  weight: number;
  volume?: number;
  length?: number;
  width?: number;
  height?: number;
  loadingMetres?: number;
  packageType?: string;
  goodsType?: string;
  tag?: string;
  isStackable?: boolean;
  isReadOnly?: boolean;
}

/** The pickup as the consignment carries it (spec section 3: transportProduct.pickup). */
export interface PickupFields {
  date?: string;
  earliest?: string;
  latest?: string;
  instruction?: string[];
}

export interface DeliveryFields {
  instruction?: string[];
}

export interface TermsOfDeliveryFields {
  combiterm?: string;
  countrycode?: string;
  location?: string;
  notes?: string;
}

export interface ServiceOptionFields {
  type: string;
  value?: string | number;
  format?: string;
  id?: number;
  name?: string;
}

export interface TransportProductFields {
  code?: string;
  delivery?: DeliveryFields;
  pickup?: PickupFields;
  tod?: TermsOfDeliveryFields;
  serviceOption?: ServiceOptionFields[];
}

export interface ConsignmentErrorEcho {
  code?: string;
  description?: string;
}

export interface ConsignmentRequest {
  orderNo?: string | number;
  consignmentId?: string | number;
  consignmentNo?: string | number;
  templateName?: string;
  transportProduct?: TransportProductFields;
  part?: PartFields[];
  goodsItem?: GoodsItemFields[];
  errors?: ConsignmentErrorEcho[];
  owner?: string;
  senderOrderRef?: string;
  insured?: boolean;
  insuranceDisabled?: boolean;
  insuranceGoodsValue?: number;
  noPickup?: boolean;
  consigneeType?: 'company' | 'private';
}
