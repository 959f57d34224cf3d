/** UPS's OAuth and Shipping API v2409 shapes, as far as Frakt sends and reads them (UPS's JSON keeps its PascalCase). */

export interface UpsTokenResponse {
  token_type: 'Bearer';
  issued_at: string;
  client_id: string;
  access_token: string;
  /** Seconds, as a string. */
  expires_in: string;
  status: string;
}

export interface UpsAddress {
  AddressLine: string[];
  City: string;
  StateProvinceCode?: string;
  PostalCode: string;
  CountryCode: string;
}

export interface UpsParty {
  Name: string;
  AttentionName?: string;
  ShipperNumber?: string;
  Phone?: { Number: string };
  EMailAddress?: string;
  Address: UpsAddress;
}

export interface UpsPackage {
  Packaging: { Code: string };
  Dimensions?: { UnitOfMeasurement: { Code: 'CM' }; Length: string; Width: string; Height: string };
  PackageWeight: { UnitOfMeasurement: { Code: 'KGS' }; Weight: string };
}

export interface UpsShipmentRequest {
  ShipmentRequest: {
    Request: { RequestOption: 'nonvalidate' | 'validate'; TransactionReference: { CustomerContext: string } };
    Shipment: {
      Description: string;
      Shipper: UpsParty & { ShipperNumber: string };
      ShipTo: UpsParty;
      ShipFrom: UpsParty;
      PaymentInformation: { ShipmentCharge: Array<{ Type: '01'; BillShipper: { AccountNumber: string } }> };
      Service: { Code: string };
      ReferenceNumber: Array<{ Value: string }>;
      Package: UpsPackage[];
    };
    LabelSpecification: { LabelImageFormat: { Code: UpsLabelFormat }; LabelStockSize?: { Height: '6'; Width: '4' } };
  };
}

export type UpsLabelFormat = 'GIF' | 'PNG' | 'ZPL';

export interface UpsPackageResult {
  TrackingNumber: string;
  ShippingLabel?: { ImageFormat: { Code: string }; GraphicImage: string };
}

export interface UpsShipmentResponse {
  ShipmentResponse: {
    Response: { ResponseStatus: { Code: string; Description: string } };
    ShipmentResults: {
      ShipmentIdentificationNumber: string;
      /** One package: an object; several: an array. */
      PackageResults: UpsPackageResult | UpsPackageResult[];
    };
  };
}

export interface UpsVoidResponse {
  VoidShipmentResponse: {
    Response: { ResponseStatus: { Code: string; Description: string } };
    SummaryResult: { Status: { Code: string; Description: string } };
  };
}

/** Tracking API, look-up by shipment reference. */
export interface UpsReferenceTrackResponse {
  trackResponse: { shipment: Array<{ inquiryNumber?: string; package?: Array<{ trackingNumber: string }> }> };
}

/** Every UPS error answer. */
export interface UpsErrorResponse {
  response: { errors: Array<{ code: string; message: string }> };
}
