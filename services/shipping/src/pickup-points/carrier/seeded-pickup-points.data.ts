import type { OpeningHours, PickupPoint, PickupPointType } from '../domain/pickup-point';

/**
 * The seeded service points the seeded carrier finder answers from: a few per postcode area across Sweden
 * for each carrier whose products have a pickup-point finder (PostNord 4: `locationFinder`, UPS 131:
 * `locationFinderUPS`). Shops, streets and hours are as such points are (ombud in grocery stores and
 * kiosks, parcel lockers round the clock); positions are those of the streets.
 */

const POSTNORD = 4;
const UPS = 131;

const week = (days: ReadonlyArray<readonly [number, number, string, string]>): OpeningHours[] =>
  days.flatMap(([from, to, opens, closes]) => Array.from({ length: to - from + 1 }, (_, i) => ({ weekday: from + i, opens, closes })));

/** Opening hours by the kind of shop the point is in. */
const HOURS = {
  grocery: week([[1, 7, '07:00', '22:00']]),
  kiosk: week([
    [1, 5, '06:30', '22:00'],
    [6, 7, '08:00', '22:00'],
  ]),
  shop: week([
    [1, 5, '10:00', '19:00'],
    [6, 6, '10:00', '16:00'],
  ]),
  locker: week([[1, 7, '00:00', '24:00']]),
} as const;

type Kind = keyof typeof HOURS;

/** [id, name, street, postcode, city, latitude, longitude, kind] */
type Row = readonly [string, string, string, string, string, number, number, Kind];

const point = (supplierId: number, [id, name, street, postcode, city, latitude, longitude, kind]: Row): PickupPoint => ({
  id,
  supplierId,
  type: (kind === 'locker' ? 'parcelLocker' : 'servicePoint') as PickupPointType,
  name,
  street,
  postcode,
  city,
  countrycode: 'SE',
  latitude,
  longitude,
  openingHours: HOURS[kind],
});

const POSTNORD_POINTS: Row[] = [
  // Stockholm
  ['110401', 'ICA Nära Drottninggatan', 'Drottninggatan 71', '11136', 'Stockholm', 59.3366, 18.0619, 'grocery'],
  ['110402', 'Pressbyrån Centralstationen', 'Centralplan 15', '11120', 'Stockholm', 59.3303, 18.0586, 'kiosk'],
  ['110403', 'PostNord Paketbox Klarabergsgatan', 'Klarabergsgatan 50', '11121', 'Stockholm', 59.3322, 18.0628, 'locker'],
  ['111201', 'ICA Supermarket Fridhemsplan', 'Fridhemsgatan 30', '11240', 'Stockholm', 59.3324, 18.0297, 'grocery'],
  ['111301', 'Coop Odenplan', 'Odengatan 63', '11322', 'Stockholm', 59.3429, 18.0488, 'grocery'],
  ['111302', 'ICA Nära Birkastan', 'Karlbergsvägen 50', '11334', 'Stockholm', 59.3407, 18.0337, 'grocery'],
  ['111303', 'PostNord Paketbox Sankt Eriksplan', 'Sankt Eriksgatan 79', '11332', 'Stockholm', 59.3395, 18.0372, 'locker'],
  ['111401', 'Hemköp Östermalmstorg', 'Nybrogatan 28', '11439', 'Stockholm', 59.3356, 18.0788, 'grocery'],
  ['111402', 'Pressbyrån Karlaplan', 'Karlaplan 13', '11460', 'Stockholm', 59.3385, 18.0905, 'kiosk'],
  ['111701', 'ICA Supermarket Hornstull', 'Långholmsgatan 21', '11733', 'Stockholm', 59.3157, 18.0343, 'grocery'],
  ['111801', 'ICA Nära Götgatan', 'Götgatan 67', '11830', 'Stockholm', 59.3118, 18.0753, 'grocery'],
  ['111802', 'Coop Medborgarplatsen', 'Götgatan 38', '11826', 'Stockholm', 59.3146, 18.0723, 'grocery'],
  ['112001', 'Coop Hammarby Sjöstad', 'Lumaparksvägen 7', '12031', 'Stockholm', 59.3036, 18.1004, 'grocery'],
  ['113101', 'Coop Nacka Forum', 'Forumvägen 14', '13153', 'Nacka', 59.3106, 18.164, 'grocery'],
  ['114101', 'ICA Kvantum Huddinge', 'Storängsvägen 2', '14130', 'Huddinge', 59.2361, 17.9822, 'grocery'],
  ['115101', 'ICA Maxi Södertälje', 'Storgatan 12', '15172', 'Södertälje', 59.1961, 17.6262, 'grocery'],
  ['116401', 'Pressbyrån Kista Galleria', 'Danmarksgatan 48', '16453', 'Kista', 59.4033, 17.9446, 'kiosk'],
  ['117101', 'ICA Nära Solna Centrum', 'Solnavägen 7', '17145', 'Solna', 59.36, 18.0003, 'grocery'],
  ['118301', 'Coop Täby Centrum', 'Stora Marknadsvägen 15', '18334', 'Täby', 59.4437, 18.069, 'grocery'],
  // Uppsala, Västerås, Örebro, Östergötland, Småland, Värmland, Dalarna, Gotland
  ['175301', 'ICA Nära Svartbäcken', 'Svartbäcksgatan 44', '75332', 'Uppsala', 59.8649, 17.6404, 'grocery'],
  ['175302', 'Pressbyrån Uppsala C', 'Kungsgatan 57', '75321', 'Uppsala', 59.8584, 17.6459, 'kiosk'],
  ['172201', 'ICA Supermarket Västerås City', 'Stora Gatan 40', '72212', 'Västerås', 59.6107, 16.5462, 'grocery'],
  ['170201', 'Coop Forum Örebro', 'Drottninggatan 30', '70210', 'Örebro', 59.2735, 15.2119, 'grocery'],
  ['158201', 'ICA Nära Ågatan', 'Ågatan 39', '58222', 'Linköping', 58.4104, 15.6244, 'grocery'],
  ['160201', 'Hemköp Norrköping City', 'Drottninggatan 27', '60224', 'Norrköping', 58.5903, 16.1853, 'grocery'],
  ['155301', 'ICA Supermarket Väster', 'Västra Storgatan 10', '55315', 'Jönköping', 57.7827, 14.1601, 'grocery'],
  ['135201', 'ICA Supermarket Växjö', 'Storgatan 20', '35231', 'Växjö', 56.878, 14.8072, 'grocery'],
  ['139201', 'Coop Kalmar', 'Södra Långgatan 15', '39231', 'Kalmar', 56.6613, 16.3624, 'grocery'],
  ['165201', 'ICA Supermarket Karlstad', 'Drottninggatan 18', '65224', 'Karlstad', 59.381, 13.5026, 'grocery'],
  ['179101', 'Coop Falun', 'Åsgatan 30', '79171', 'Falun', 60.6068, 15.634, 'grocery'],
  ['162101', 'ICA Supermarket Visby', 'Stenkumlaväg 2', '62141', 'Visby', 57.6318, 18.3066, 'grocery'],
  // Göteborg and Västsverige
  ['141101', 'Pressbyrån Brunnsparken', 'Brunnsparken 4', '41103', 'Göteborg', 57.7068, 11.9688, 'kiosk'],
  ['141102', 'ICA Nära Kungsgatan', 'Kungsgatan 26', '41119', 'Göteborg', 57.7045, 11.9647, 'grocery'],
  ['141103', 'PostNord Paketbox Nordstan', 'Götgatan 10', '41105', 'Göteborg', 57.7087, 11.969, 'locker'],
  ['141301', 'Coop Linnégatan', 'Linnégatan 21', '41304', 'Göteborg', 57.6975, 11.9512, 'grocery'],
  ['141701', 'ICA Maxi Lindholmen', 'Lindholmsallén 10', '41755', 'Göteborg', 57.7075, 11.9386, 'grocery'],
  ['142101', 'ICA Kvantum Frölunda Torg', 'Frölunda Torg 5', '42142', 'Västra Frölunda', 57.6531, 11.9108, 'grocery'],
  ['143101', 'Coop Mölndal', 'Kråketorpsgatan 10', '43153', 'Mölndal', 57.6557, 12.0131, 'grocery'],
  ['150301', 'ICA Kvantum Borås', 'Allégatan 37', '50332', 'Borås', 57.7205, 12.9385, 'grocery'],
  // Skåne
  ['121101', 'Pressbyrån Malmö C', 'Centralplan 10', '21120', 'Malmö', 55.6091, 13.0001, 'kiosk'],
  ['121102', 'ICA Nära Davidshall', 'Davidshallsgatan 18', '21145', 'Malmö', 55.5975, 12.9993, 'grocery'],
  ['121401', 'Coop Möllevångstorget', 'Möllevångstorget 3', '21424', 'Malmö', 55.5912, 13.0097, 'grocery'],
  ['121601', 'ICA Kvantum Limhamn', 'Linnégatan 42', '21612', 'Limhamn', 55.5806, 12.9282, 'grocery'],
  ['122201', 'ICA Nära Lund C', 'Bangatan 5', '22221', 'Lund', 55.7055, 13.1898, 'grocery'],
  ['125201', 'Hemköp Helsingborg C', 'Järnvägsgatan 10', '25225', 'Helsingborg', 56.0442, 12.6951, 'grocery'],
  // Norrland
  ['180301', 'ICA Kvantum Gävle', 'Norra Kungsgatan 6', '80320', 'Gävle', 60.6765, 17.144, 'grocery'],
  ['185201', 'ICA Maxi Sundsvall', 'Storgatan 18', '85230', 'Sundsvall', 62.3917, 17.3074, 'grocery'],
  ['183101', 'ICA Kvantum Östersund', 'Prästgatan 30', '83131', 'Östersund', 63.1784, 14.6382, 'grocery'],
  ['190301', 'ICA Nära Umeå City', 'Kungsgatan 52', '90326', 'Umeå', 63.8254, 20.2625, 'grocery'],
  ['197201', 'Coop Luleå', 'Storgatan 45', '97231', 'Luleå', 65.5838, 22.1535, 'grocery'],
];

const UPS_POINTS: Row[] = [
  // Stockholm
  ['U11100101', '7-Eleven Vasagatan', 'Vasagatan 22', '11120', 'Stockholm', 59.3318, 18.058, 'kiosk'],
  ['U11100102', 'Mail Boxes Etc Regeringsgatan', 'Regeringsgatan 48', '11156', 'Stockholm', 59.3352, 18.0705, 'shop'],
  ['U11200101', 'Pressbyrån Fridhemsplan', 'Sankt Eriksgatan 40', '11234', 'Stockholm', 59.333, 18.0322, 'kiosk'],
  ['U11300101', 'Pressbyrån Odenplan', 'Odenplan 7', '11322', 'Stockholm', 59.3431, 18.0496, 'kiosk'],
  ['U11400101', 'Direkten Valhallavägen', 'Valhallavägen 110', '11441', 'Stockholm', 59.3437, 18.086, 'shop'],
  ['U11700101', 'Tempo Hornsgatan', 'Hornsgatan 124', '11728', 'Stockholm', 59.3172, 18.0389, 'grocery'],
  ['U11800101', 'UPS Access Point Locker Medborgarplatsen', 'Folkungagatan 49', '11822', 'Stockholm', 59.314, 18.0745, 'locker'],
  ['U16400101', 'Coop Kista', 'Kistagången 12', '16440', 'Kista', 59.4028, 17.9451, 'grocery'],
  ['U17100101', 'Pressbyrån Solna Station', 'Solna Stationsgata 2', '17154', 'Solna', 59.3654, 18.0102, 'kiosk'],
  ['U15100101', 'Pressbyrån Södertälje C', 'Järnvägsgatan 1', '15132', 'Södertälje', 59.1934, 17.6284, 'kiosk'],
  // The rest of Sweden
  ['U75300101', 'Direkten Luthagen', 'Sysslomansgatan 21', '75311', 'Uppsala', 59.8622, 17.6302, 'shop'],
  ['U72200101', 'Pressbyrån Västerås C', 'Södra Ringvägen 1', '72213', 'Västerås', 59.6079, 16.5502, 'kiosk'],
  ['U70200101', 'Pressbyrån Örebro C', 'Östra Bangatan 6', '70210', 'Örebro', 59.2794, 15.2147, 'kiosk'],
  ['U58200101', 'Pressbyrån Linköping Resecentrum', 'Järnvägsgatan 6', '58222', 'Linköping', 58.4163, 15.6256, 'kiosk'],
  ['U55300101', 'Pressbyrån Jönköping Resecentrum', 'Järnvägsgatan 1', '55315', 'Jönköping', 57.7846, 14.1631, 'kiosk'],
  ['U41100101', 'Direkten Drottninggatan', 'Drottninggatan 50', '41107', 'Göteborg', 57.7052, 11.964, 'shop'],
  ['U41300101', 'Pressbyrån Järntorget', 'Järntorget 3', '41304', 'Göteborg', 57.6996, 11.9529, 'kiosk'],
  ['U21100101', 'Direkten Södra Förstadsgatan', 'Södra Förstadsgatan 26', '21143', 'Malmö', 55.598, 13.001, 'shop'],
  ['U21100102', 'Pressbyrån Triangeln', 'Triangeln 2', '21143', 'Malmö', 55.5943, 13.0004, 'kiosk'],
  ['U22200101', 'Pressbyrån Lund C', 'Bangatan 1', '22221', 'Lund', 55.7056, 13.187, 'kiosk'],
  ['U25200101', 'Pressbyrån Knutpunkten', 'Järnvägsgatan 11', '25224', 'Helsingborg', 56.0436, 12.6947, 'kiosk'],
  ['U65200101', 'Pressbyrån Karlstad C', 'Hamngatan 1', '65226', 'Karlstad', 59.3784, 13.4985, 'kiosk'],
  ['U85200101', 'Pressbyrån Sundsvall C', 'Esplanaden 3', '85230', 'Sundsvall', 62.3882, 17.3101, 'kiosk'],
  ['U90300101', 'Pressbyrån Umeå C', 'Järnvägstorget 1', '90326', 'Umeå', 63.8293, 20.2662, 'kiosk'],
];

/** Every seeded point by carrier. */
export const SEEDED_PICKUP_POINTS: ReadonlyMap<number, readonly PickupPoint[]> = new Map([
  [POSTNORD, POSTNORD_POINTS.map((row) => point(POSTNORD, row))],
  [UPS, UPS_POINTS.map((row) => point(UPS, row))],
]);
