/** PostNord Shipment API v3 (EDI instruction with labels) and Track and Trace shapes, as far as Frakt sends and reads them. */

export interface PostNordWeight {
  value: number;
  unit: 'KGM';
}

export interface PostNordParty {
  nameIdentification: { name: string };
  address: { streets: string[]; postalCode: string; city: string; countryCode: string };
  contact?: { contactName?: string; emailAddress?: string; phoneNo?: string; smsNo?: string };
}

export interface PostNordItem {
  grossWeight: PostNordWeight;
  dimensions?: { height: { value: number; unit: 'CMT' }; width: { value: number; unit: 'CMT' }; length: { value: number; unit: 'CMT' } };
}

export interface PostNordShipment {
  shipmentIdentification: { shipmentId: string };
  dateAndTimes: { loadingDate: string };
  service: { basicServiceCode: string; additionalServiceCode: string[] };
  numberOfPackages: { value: number };
  totalGrossWeight: PostNordWeight;
  references: Array<{ referenceNo: string; referenceType: 'CU' }>;
  parties: {
    consignor: { issuerCode: 'Z12'; partyIdentification: { partyId: string; partyIdType: '160' }; party: PostNordParty };
    consignee: { party: PostNordParty };
  };
  goodsItem: Array<{ packageTypeCode: string; items: PostNordItem[] }>;
}

export interface PostNordEdiInstruction {
  messageDate: string;
  messageFunction: 'Instruction';
  messageId: string;
  application: { applicationId: number; name: string; version: string };
  updateIndicator: 'Original' | 'Deletion';
  shipment: PostNordShipment[];
}

export interface PostNordFault {
  faultCode: string;
  explanationText: string;
  paramValues?: Array<{ param: string; value: string }>;
}

export interface PostNordLabelResponse {
  bookingResponse?: {
    bookingId: string;
    idInformation: Array<{
      status?: string;
      ids: Array<{ idType: string; value: string }>;
      references?: Array<{ referenceNo: string; referenceType: string }>;
    }>;
  };
  labelPrintout?: Array<{ itemIds: Array<{ itemIds: string }>; printout: { labelFormat: string; encoding: 'base64'; data: string } }>;
  compositeFault?: { faults: PostNordFault[] };
}

export interface PostNordFindByReferenceResponse {
  TrackingInformationResponse: { shipments: Array<{ shipmentId: string; items?: Array<{ itemId: string }> }> };
}

/** One item of a pickup by item ids (`POST /rest/shipment/v3/pickups/ids`); the window in UTC date-times. */
export interface PostNordPickupIdInfo {
  itemId: string;
  earliestPickupDate: string;
  latestPickupDate: string;
}

/** PostNord's `bookingResponse` for a pickup: the pickup's booking id and each item's status. */
export interface PostNordPickupBookingResponse {
  bookingId?: string;
  idInformation?: Array<{
    status?: 'OK' | 'FAIL';
    ids?: Array<{ idType: string; value: string }>;
    errorResponse?: { message?: string; compositeFault?: { faults: PostNordFault[] } };
  }>;
}
