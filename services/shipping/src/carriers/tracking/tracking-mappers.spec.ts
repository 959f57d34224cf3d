import { fromDhlExpressTrack } from '../dhl-express/dhl-express-tracking.mapper';
import { fromPostNordTrack } from '../postnord/postnord-tracking.mapper';
import { fromSchenkerTrack } from '../schenker/schenker-tracking.mapper';
import { fromUpsTrack } from '../ups/ups-tracking.mapper';

describe('tracking mappers', () => {
  it("reads UPS's activities oldest first at their GMT instant", () => {
    const body = {
      trackResponse: {
        shipment: [
          {
            package: [
              {
                activity: [
                  {
                    status: { type: 'D', description: 'DELIVERED' },
                    gmtDate: '20260311',
                    gmtTime: '13:05:00',
                    location: { address: { city: 'Göteborg', countryCode: 'SE' } },
                  },
                  {
                    status: { type: 'P', description: 'Pickup Scan' },
                    gmtDate: '20260310',
                    gmtTime: '08:00:00',
                    location: { address: { city: 'Stockholm' } },
                  },
                  { status: { type: 'I' }, gmtDate: '', gmtTime: '' },
                ],
              },
            ],
          },
        ],
      },
    };
    expect(fromUpsTrack(body)).toEqual([
      { code: 'P', occurredAt: '2026-03-10T08:00:00Z', location: 'Stockholm', description: 'Pickup Scan' },
      { code: 'D', occurredAt: '2026-03-11T13:05:00Z', location: 'Göteborg, SE', description: 'DELIVERED' },
    ]);
  });

  it("reads PostNord's Stockholm wall times and its event code where the status is coarse", () => {
    const body = {
      TrackingInformationResponse: {
        shipments: [
          {
            items: [
              {
                events: [
                  {
                    eventCode: 'COLLECTED',
                    status: 'EN_ROUTE',
                    eventTime: '2026-03-10T09:00:00',
                    eventDescription: 'Collected',
                    location: { displayName: 'Stockholm' },
                  },
                  {
                    eventCode: '71',
                    status: 'DELIVERED',
                    eventTime: '2026-07-01T14:30:00',
                    eventDescription: 'Delivered',
                    location: { city: 'Malmö' },
                  },
                ],
              },
            ],
          },
        ],
      },
    };
    expect(fromPostNordTrack(body)).toEqual([
      { code: 'COLLECTED', occurredAt: '2026-03-10T08:00:00.000Z', location: 'Stockholm', description: 'Collected' },
      { code: 'DELIVERED', occurredAt: '2026-07-01T12:30:00.000Z', location: 'Malmö', description: 'Delivered' },
    ]);
    expect(fromPostNordTrack({ TrackingInformationResponse: { shipments: [] } })).toEqual([]);
  });

  it("reads DHL's checkpoint codes and leaves out a timestamp without an offset", () => {
    const body = {
      shipments: [
        {
          events: [
            {
              timestamp: '2026-03-11T14:00:00+01:00',
              status: 'OK',
              statusCode: 'delivered',
              description: 'Delivered',
              location: { address: { addressLocality: 'GOTHENBURG - SWEDEN' } },
            },
            { timestamp: '2026-03-10T10:00:00', status: 'PU', statusCode: 'transit', description: 'Picked up' },
            { timestamp: '2026-03-10T10:00:00Z', statusCode: 'transit', description: 'In transit' },
          ],
        },
      ],
    };
    expect(fromDhlExpressTrack(body)).toEqual([
      { code: 'transit', occurredAt: '2026-03-10T10:00:00Z', location: '', description: 'In transit' },
      { code: 'OK', occurredAt: '2026-03-11T14:00:00+01:00', location: 'GOTHENBURG - SWEDEN', description: 'Delivered' },
    ]);
  });

  it("reads DB Schenker's parcel events by their Name, oldest first, and leaves out an EventDate without an offset", () => {
    const body = [
      {
        DeliveryService: 'DB SCHENKERparcel',
        Events: [
          {
            Name: 'DLV',
            EventDate: '2026-03-11T14:00:00+01:00',
            Description: 'Delivered',
            Location: { LocationType: 'Terminal', Name: 'Göteborg' },
          },
          { Name: 'COL', EventDate: '2026-03-10T10:00:00', Description: 'Collected' },
          { Name: 'DEP', EventDate: '2026-03-10T12:00:00Z', DisplayName: 'Departed from terminal', Location: { Name: 'Jönköping' } },
        ],
      },
    ];
    expect(fromSchenkerTrack(body)).toEqual([
      { code: 'DEP', occurredAt: '2026-03-10T12:00:00.000Z', location: 'Jönköping', description: 'Departed from terminal' },
      { code: 'DLV', occurredAt: '2026-03-11T13:00:00.000Z', location: 'Göteborg', description: 'Delivered' },
    ]);
    expect(fromSchenkerTrack([])).toEqual([]);
    expect(fromSchenkerTrack({ Message: 'x' })).toEqual([]);
  });
});
