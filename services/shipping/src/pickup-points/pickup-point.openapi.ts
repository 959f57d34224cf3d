import { arrayOf, int, namedSchema, num, objectOf, oneOfValues, str } from '@freight/runtime';
import type { OpeningHours } from './domain/pickup-point';
import type { PickupPointResponse, PickupPointsAnswer } from './pickup-point.response';

const TIME = { type: 'string', pattern: '^([01]\\d|2[0-4]):[0-5]\\d$' } as const;

export const PICKUP_POINT_SCHEMA = namedSchema(
  'PickupPoint',
  objectOf<PickupPointResponse>({
    id: { ...str, description: "The carrier's id of the point; a consignment names it as its accessPoint part's address.id" },
    supplierId: int,
    supplier: str,
    type: oneOfValues(['servicePoint', 'parcelLocker']),
    name: str,
    street: str,
    postcode: str,
    city: str,
    countrycode: str,
    latitude: num,
    longitude: num,
    distanceMetres: { ...int, description: "Straight-line metres from the postcode's area, rounded to tens" },
    openingHours: {
      ...arrayOf(
        objectOf<OpeningHours>({
          weekday: { ...int, minimum: 1, maximum: 7, description: 'ISO weekday, 1 Monday … 7 Sunday' },
          opens: { ...TIME, description: 'HH:mm, Swedish time' },
          closes: { ...TIME, description: 'HH:mm; 24:00 is midnight' },
        }),
      ),
      description: 'Days the point is closed are left out',
    },
  }),
);

export const PICKUP_POINTS_ANSWER_SCHEMA = namedSchema(
  'PickupPointsAnswer',
  objectOf<PickupPointsAnswer>({
    postcode: { ...str, description: 'As the carrier searched it (Swedish ones without the space)' },
    countryCode: str,
    points: { ...arrayOf(PICKUP_POINT_SCHEMA), description: 'Nearest first, at most 10, never empty (none is 404)' },
  }),
);
