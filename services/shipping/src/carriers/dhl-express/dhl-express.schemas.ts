/** DHL Express MyDHL API shapes (POST /shipments), as far as Frakt sends and reads them. */

export interface DhlParty {
  postalAddress: { postalCode: string; cityName: string; countryCode: string; addressLine1: string; addressLine2?: string };
  contactInformation: { companyName: string; fullName: string; phone: string; email?: string };
}

export interface DhlShipmentRequest {
  /** Local time with its offset: `2026-12-01T12:00:00 GMT+01:00`. */
  plannedShippingDateAndTime: string;
  pickup: { isRequested: boolean };
  productCode: string;
  accounts: Array<{ typeCode: 'shipper'; number: string }>;
  customerReferences: Array<{ value: string; typeCode: 'CU' }>;
  outputImageProperties: { encodingFormat: 'pdf'; imageOptions: Array<{ typeCode: 'label'; templateName: string }> };
  customerDetails: { shipperDetails: DhlParty; receiverDetails: DhlParty };
  content: {
    packages: Array<{ weight: number; dimensions?: { length: number; width: number; height: number } }>;
    isCustomsDeclarable: boolean;
    description: string;
    incoterm: string;
    unitOfMeasurement: 'metric';
  };
}

export interface DhlShipmentResponse {
  shipmentTrackingNumber: string;
  trackingUrl?: string;
  packages?: Array<{ referenceNumber: number; trackingNumber: string; trackingUrl?: string }>;
  documents?: Array<{ imageFormat: string; content: string; typeCode: string }>;
}

/** MyDHL's error answer. */
export interface DhlProblem {
  instance?: string;
  title?: string;
  detail?: string;
  message?: string;
  status?: string;
  additionalDetails?: string[];
}
