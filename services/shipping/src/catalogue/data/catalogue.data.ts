import { COUNTRIES, findCarrier } from '@freight/reference-data';
import type { FreightServiceDef, Localized, ServiceOptionDef, Tariff } from '../../shared/freight/freight.types';
import { loadingMetres } from '../../shared/freight/goods-rules';
import { formatNumber } from '../../shared/freight/money';
import { EU_FAR_COUNTRY_CODES, EU_NEAR_COUNTRY_CODES, HOME_COUNTRY, NORDIC_COUNTRY_CODES } from '../../shared/freight/zones';

/**
 * The carrier products Frakt sells, their service options, tariffs and terms: data, seeded into the
 * database by a migration (catalogue/database/catalogue.migrations.ts) and changed there later.
 *
 * Prices are agreement rates as a freight portal holds them, excl. VAT, in SEK in the tables below and
 * öre in the data. Price list 1 is the members' (business) list; price list 2 the private-person list, a
 * product's list-1 prices × its `list2Factor` rounded to whole kronor (per-kg prices to whole öre).
 * Zones are those of pricing/domain/zones.ts. Fixed prices are the same for every price list.
 *
 * `pickupTime` is the latest time a same-day pickup can be booked. `noPickupTemplateExists`: the
 * sender may hand the goods in at the carrier's service point instead of booking a pickup.
 */

export interface Catalogue {
  services: FreightServiceDef[];
  options: ServiceOptionDef[];
  tariffs: Tariff[];
  terms: { id: number; text: Localized }[];
}

// ---------------------------------------------------------------------------------------------
// Where products go

const DOMESTIC = [HOME_COUNTRY];
const SE_AND_NORDIC = [HOME_COUNTRY, ...NORDIC_COUNTRY_CODES];
/** Reached by road from Sweden: the Nordic countries, the EU and the non-EU countries of the mainland and Britain. */
const ROAD_EUROPE = [
  ...NORDIC_COUNTRY_CODES,
  ...EU_NEAR_COUNTRY_CODES,
  ...EU_FAR_COUNTRY_CODES,
  'GB',
  'CH',
  'LI',
  'AD',
  'MC',
  'SM',
  'RS',
  'BA',
  'ME',
  'MK',
  'AL',
  'KV',
];
const GROUPAGE_EUROPE = [...NORDIC_COUNTRY_CODES, ...EU_NEAR_COUNTRY_CODES, ...EU_FAR_COUNTRY_CODES, 'GB', 'CH', 'LI'];
/** Not served by any carrier: sanctions (RU, BY, KP, IR, SY, CU) and territories without deliveries. */
const NOT_SERVED = ['RU', 'BY', 'KP', 'IR', 'SY', 'CU', 'AQ', 'BV', 'HM', 'UM', 'TF', 'GS'];
const WORLDWIDE = COUNTRIES.map((c) => c.code).filter((code) => code !== HOME_COUNTRY && !NOT_SERVED.includes(code));

// ---------------------------------------------------------------------------------------------
// Service options (spec section 5: each with a type and a format; some price-less)

export const OPTION = {
  NOTIFY_EMAIL: 1,
  NOTIFY_SMS: 2,
  /** The notice pair that cannot be combined (PostNord's and UPS Access Point's consumer products). */
  NOTIFY_EMAIL_EXCLUSIVE: 3,
  NOTIFY_SMS_EXCLUSIVE: 4,
  COD: 5,
  TAIL_LIFT: 6,
  PRE_NOTICE_PHONE: 7,
  DROP_LOCATION: 8,
  DOOR_CODE: 9,
  PERSONAL_DELIVERY: 10,
  COUNTRY_OF_ORIGIN: 11,
  PAPERLESS_INVOICE: 12,
  DANGEROUS_GOODS: 13,
  SATURDAY_DELIVERY: 14,
  TEMPERATURE_CONTROLLED: 15,
  CARRY_IN: 16,
  PICKUP_TAIL_LIFT: 17,
  BEFORE_NOON: 18,
} as const;

const NOTIFY_EMAIL_NAME: Localized = { sv: 'Avisering via e-post', en: 'Notification by e-mail' };
const NOTIFY_SMS_NAME: Localized = { sv: 'Avisering via SMS', en: 'Notification by SMS' };

const options: ServiceOptionDef[] = [
  { id: OPTION.NOTIFY_EMAIL, type: 'NOTIFY_EMAIL', name: NOTIFY_EMAIL_NAME, format: 'email', priceOre: 0 },
  { id: OPTION.NOTIFY_SMS, type: 'NOTIFY_SMS', name: NOTIFY_SMS_NAME, format: 'numeric', priceOre: 300 },
  {
    id: OPTION.NOTIFY_EMAIL_EXCLUSIVE,
    type: 'NOTIFY_EMAIL',
    name: NOTIFY_EMAIL_NAME,
    format: 'email',
    priceOre: 0,
    conflictsWith: ['NOTIFY_SMS'],
  },
  {
    id: OPTION.NOTIFY_SMS_EXCLUSIVE,
    type: 'NOTIFY_SMS',
    name: NOTIFY_SMS_NAME,
    format: 'numeric',
    priceOre: 0,
    conflictsWith: ['NOTIFY_EMAIL'],
  },
  {
    id: OPTION.COD,
    type: 'COD',
    name: { sv: 'Postförskott (belopp i kr)', en: 'Cash on delivery (amount in SEK)' },
    format: 'decimal',
    priceOre: 4900,
  },
  {
    id: OPTION.TAIL_LIFT,
    type: 'TAIL_LIFT',
    name: { sv: 'Bakgavellyft vid leverans', en: 'Tail lift at delivery' },
    format: null,
    priceOre: 29500,
  },
  {
    id: OPTION.PRE_NOTICE_PHONE,
    type: 'PRE_NOTICE_PHONE',
    name: { sv: 'Telefonavisering före leverans', en: 'Phone notice before delivery' },
    format: 'numeric',
    priceOre: 9500,
  },
  {
    id: OPTION.DROP_LOCATION,
    type: 'DROP_LOCATION',
    name: { sv: 'Avlämningsplats (t.ex. Lastkaj 4)', en: 'Drop-off location (e.g. Dock 4)' },
    format: 'alphanumeric_spaces',
    priceOre: 0,
  },
  { id: OPTION.DOOR_CODE, type: 'DOOR_CODE', name: { sv: 'Portkod', en: 'Door code' }, format: 'alphanumeric', priceOre: 0 },
  {
    id: OPTION.PERSONAL_DELIVERY,
    type: 'PERSONAL_DELIVERY',
    name: { sv: 'Personlig utlämning mot legitimation (mottagarens namn)', en: 'Personal delivery against ID (name of the receiver)' },
    format: 'alphabetic_spaces',
    priceOre: 3900,
  },
  {
    id: OPTION.COUNTRY_OF_ORIGIN,
    type: 'COUNTRY_OF_ORIGIN',
    name: { sv: 'Ursprungsland (landskod)', en: 'Country of origin (country code)' },
    format: 'alphabetic',
    priceOre: 0,
  },
  {
    id: OPTION.PAPERLESS_INVOICE,
    type: 'PAPERLESS_INVOICE',
    name: { sv: 'Papperslös tullfaktura (fakturanummer)', en: 'Paperless customs invoice (invoice number)' },
    format: 'alphanumeric',
    priceOre: 0,
  },
  {
    id: OPTION.DANGEROUS_GOODS,
    type: 'DANGEROUS_GOODS',
    name: { sv: 'Farligt gods, ADR (UN-nummer)', en: 'Dangerous goods, ADR (UN number)' },
    format: 'alphanumeric',
    priceOre: null,
  },
  {
    id: OPTION.SATURDAY_DELIVERY,
    type: 'SATURDAY_DELIVERY',
    name: { sv: 'Lördagsleverans', en: 'Saturday delivery' },
    format: null,
    priceOre: null,
  },
  {
    id: OPTION.TEMPERATURE_CONTROLLED,
    type: 'TEMPERATURE_CONTROLLED',
    name: { sv: 'Temperaturstyrd transport', en: 'Temperature-controlled transport' },
    format: null,
    priceOre: null,
  },
  { id: OPTION.CARRY_IN, type: 'CARRY_IN', name: { sv: 'Inbärning', en: 'Carry-in' }, format: null, priceOre: 19900 },
  {
    id: OPTION.PICKUP_TAIL_LIFT,
    type: 'PICKUP_TAIL_LIFT',
    name: { sv: 'Bakgavellyft vid upphämtning', en: 'Tail lift at pickup' },
    format: null,
    priceOre: 29500,
  },
  {
    id: OPTION.BEFORE_NOON,
    type: 'BEFORE_NOON',
    name: { sv: 'Leverans före kl. 12', en: 'Delivery before noon' },
    format: null,
    priceOre: 14500,
  },
];

// ---------------------------------------------------------------------------------------------
// Tariff tables (SEK excl. VAT, price list 1)

interface TariffTable {
  /** Weight breaks: up to and including this many chargeable kg. */
  kg: number[];
  /** Price per zone at each break, SEK. */
  zones: Record<string, number[]>;
  /** SEK per started kg above the last break, per zone: every zone has one, since volume or loading metres can take a consignment the product accepts past the last break. */
  perKgAbove: Record<string, number>;
  minChargeSek: number;
  fuelSurchargeBasisPoints: number;
  /** Price list 2 = list 1 × this. */
  list2Factor: number;
}

function scaled(table: TariffTable, factor: number): TariffTable {
  const zones = Object.fromEntries(
    Object.entries(table.zones).map(([zone, prices]) => [zone, prices.map((sek) => Math.round(sek * factor))]),
  );
  const perKgAbove = Object.fromEntries(
    Object.entries(table.perKgAbove).map(([zone, sek]) => [zone, Math.round(sek * factor * 100) / 100]),
  );
  return { ...table, zones, perKgAbove, minChargeSek: Math.round(table.minChargeSek * factor) };
}

function tariff(id: string, priceList: number, table: TariffTable): Tariff {
  const ore = (sek: number) => Math.round(sek * 100);
  return {
    id,
    priceList,
    breaks: table.kg.map((upToKg, i) => ({
      upToKg,
      priceOreByZone: Object.fromEntries(Object.entries(table.zones).map(([zone, prices]) => [zone, ore(prices[i])])),
    })),
    perKgAboveOreByZone: Object.fromEntries(Object.entries(table.perKgAbove).map(([zone, sek]) => [zone, ore(sek)])),
    minChargeOre: ore(table.minChargeSek),
    fuelSurchargeBasisPoints: table.fuelSurchargeBasisPoints,
  };
}

const UPS_EXPRESS_SAVER_SE: TariffTable = {
  kg: [1, 3, 5, 10, 15, 20, 30, 50, 70],
  zones: {
    SE1: [139, 159, 179, 229, 269, 309, 389, 529, 669],
    SE2: [159, 185, 209, 265, 315, 359, 449, 609, 769],
    SE3: [179, 209, 235, 299, 355, 405, 509, 689, 869],
    SE4: [209, 245, 275, 349, 415, 475, 595, 805, 1015],
  },
  perKgAbove: { SE1: 9, SE2: 10, SE3: 11, SE4: 13 },
  minChargeSek: 139,
  fuelSurchargeBasisPoints: 1650,
  list2Factor: 1.2,
};

const UPS_EXPRESS_SAVER_INT: TariffTable = {
  kg: [1, 2, 3, 5, 10, 15, 20, 30, 50, 70],
  zones: {
    NORDIC: [289, 329, 365, 435, 595, 735, 865, 1115, 1575, 2025],
    EU1: [319, 365, 405, 489, 675, 839, 995, 1285, 1835, 2375],
    EU2: [359, 415, 465, 565, 785, 985, 1165, 1515, 2175, 2825],
    EUROPE: [419, 489, 549, 675, 945, 1185, 1405, 1835, 2645, 3445],
    WORLD1: [549, 659, 759, 955, 1395, 1795, 2175, 2905, 4285, 5645],
    WORLD2: [689, 835, 969, 1229, 1815, 2355, 2865, 3845, 5705, 7535],
  },
  perKgAbove: { NORDIC: 26, EU1: 30, EU2: 36, EUROPE: 44, WORLD1: 72, WORLD2: 96 },
  minChargeSek: 289,
  fuelSurchargeBasisPoints: 1650,
  list2Factor: 1.2,
};

const UPS_STANDARD_EU: TariffTable = {
  kg: [1, 3, 5, 10, 20, 30, 50, 70],
  zones: {
    NORDIC: [199, 225, 249, 299, 389, 469, 619, 769],
    EU1: [215, 245, 272, 329, 429, 519, 689, 859],
    EU2: [245, 282, 315, 385, 509, 619, 825, 1031],
    EUROPE: [295, 342, 385, 475, 635, 779, 1045, 1309],
  },
  perKgAbove: { NORDIC: 10, EU1: 11, EU2: 14, EUROPE: 18 },
  minChargeSek: 199,
  fuelSurchargeBasisPoints: 1250,
  list2Factor: 1.2,
};

const UPS_ACCESS_POINT: TariffTable = {
  kg: [1, 3, 5, 10, 15, 20],
  zones: {
    SE1: [69, 79, 89, 109, 129, 149],
    SE2: [75, 85, 95, 119, 139, 159],
    SE3: [79, 89, 99, 125, 149, 169],
    SE4: [89, 99, 115, 145, 169, 195],
  },
  perKgAbove: { SE1: 6, SE2: 6.5, SE3: 7, SE4: 8 },
  minChargeSek: 69,
  fuelSurchargeBasisPoints: 1250,
  list2Factor: 1.15,
};

const DBS_PARCEL: TariffTable = {
  kg: [5, 10, 15, 20, 25, 30, 35, 50, 75, 100, 150, 200],
  zones: {
    SE1: [109, 125, 139, 152, 165, 177, 189, 225, 282, 335, 429, 519],
    SE2: [125, 145, 162, 178, 193, 208, 222, 265, 335, 399, 515, 625],
    SE3: [139, 162, 182, 201, 219, 236, 252, 303, 385, 462, 600, 732],
    SE4: [162, 191, 216, 240, 263, 285, 306, 370, 474, 572, 749, 918],
  },
  perKgAbove: { SE1: 2.4, SE2: 2.95, SE3: 3.5, SE4: 4.4 },
  minChargeSek: 109,
  fuelSurchargeBasisPoints: 1400,
  list2Factor: 1.25,
};

const DBS_SYSTEM: TariffTable = {
  kg: [50, 100, 200, 300, 400, 500, 750, 1000, 1250, 1500, 2000, 2500, 3000, 4000, 5000],
  zones: {
    SE1: [245, 325, 465, 585, 695, 795, 1045, 1265, 1465, 1655, 2015, 2345, 2665, 3255, 3815],
    SE2: [295, 395, 575, 729, 869, 999, 1319, 1605, 1865, 2115, 2585, 3015, 3435, 4215, 4945],
    SE3: [345, 469, 689, 879, 1049, 1209, 1605, 1955, 2275, 2585, 3165, 3699, 4215, 5175, 6085],
    SE4: [415, 569, 845, 1079, 1295, 1495, 1985, 2425, 2825, 3215, 3945, 4615, 5265, 6475, 7615],
  },
  perKgAbove: { SE1: 0.74, SE2: 0.96, SE3: 1.18, SE4: 1.48 },
  minChargeSek: 245,
  fuelSurchargeBasisPoints: 1400,
  list2Factor: 1.2,
};

const DBS_PARTLOAD: TariffTable = {
  kg: [1000, 1500, 2000, 2500, 3000, 4000, 5000, 7500, 10000, 12500, 15000, 20000, 25000],
  zones: {
    SE1: [1495, 1895, 2245, 2565, 2865, 3425, 3945, 5115, 6145, 7065, 7895, 9345, 10595],
    SE2: [1995, 2545, 3025, 3465, 3875, 4645, 5355, 6965, 8385, 9655, 10795, 12795, 14525],
    SE3: [2595, 3315, 3945, 4525, 5065, 6075, 7015, 9135, 11005, 12675, 14175, 16805, 19085],
    SE4: [3395, 4345, 5175, 5935, 6645, 7975, 9215, 12005, 14475, 16685, 18665, 22145, 25155],
  },
  perKgAbove: { SE1: 0.4, SE2: 0.55, SE3: 0.72, SE4: 0.95 },
  minChargeSek: 1495,
  fuelSurchargeBasisPoints: 1400,
  list2Factor: 1.15,
};

const DBS_SYSTEM_EUROPE: TariffTable = {
  kg: [100, 200, 300, 500, 750, 1000, 1500, 2000, 2500, 3000],
  zones: {
    NORDIC: [795, 1095, 1345, 1745, 2195, 2595, 3295, 3895, 4445, 4945],
    EU1: [895, 1245, 1545, 2025, 2565, 3045, 3885, 4615, 5285, 5895],
    EU2: [1095, 1545, 1925, 2545, 3245, 3865, 4955, 5905, 6775, 7575],
    EUROPE: [1395, 1975, 2475, 3285, 4195, 5005, 6435, 7685, 8825, 9875],
  },
  perKgAbove: { NORDIC: 1.55, EU1: 1.85, EU2: 2.4, EUROPE: 3.1 },
  minChargeSek: 795,
  fuelSurchargeBasisPoints: 1600,
  list2Factor: 1.2,
};

const PN_MYPACK_HOME: TariffTable = {
  kg: [1, 3, 5, 10, 15, 20, 25, 35],
  zones: {
    SE1: [89, 99, 109, 129, 149, 169, 189, 229],
    SE2: [95, 105, 115, 139, 159, 179, 199, 239],
    SE3: [99, 109, 122, 145, 169, 189, 209, 249],
    SE4: [109, 122, 135, 159, 185, 205, 229, 275],
    NORDIC: [229, 249, 269, 319, 369, 419, 469, 569],
  },
  perKgAbove: { SE1: 5, SE2: 5.5, SE3: 6, SE4: 7, NORDIC: 14 },
  minChargeSek: 89,
  fuelSurchargeBasisPoints: 700,
  list2Factor: 1.1,
};

const PN_MYPACK_COLLECT: TariffTable = {
  kg: [1, 3, 5, 10, 15, 20],
  zones: {
    SE1: [65, 75, 85, 105, 125, 139],
    SE2: [69, 79, 89, 112, 132, 149],
    SE3: [72, 82, 94, 118, 139, 157],
    SE4: [79, 89, 102, 129, 152, 172],
  },
  perKgAbove: { SE1: 5, SE2: 5.5, SE3: 6, SE4: 7 },
  minChargeSek: 65,
  fuelSurchargeBasisPoints: 700,
  list2Factor: 1.1,
};

const PN_PARCEL: TariffTable = {
  kg: [1, 5, 10, 15, 20, 25, 30, 35],
  zones: {
    SE1: [99, 115, 135, 152, 169, 185, 199, 215],
    SE2: [109, 127, 149, 169, 187, 205, 222, 239],
    SE3: [115, 136, 160, 181, 201, 221, 239, 258],
    SE4: [129, 153, 181, 205, 229, 252, 273, 295],
    NORDIC: [219, 265, 319, 369, 415, 459, 499, 539],
  },
  perKgAbove: { SE1: 4.5, SE2: 5, SE3: 5.5, SE4: 6.4, NORDIC: 12 },
  minChargeSek: 99,
  fuelSurchargeBasisPoints: 700,
  list2Factor: 1.2,
};

const PN_PALLET: TariffTable = {
  kg: [100, 200, 300, 500, 750, 1000, 1500, 2000, 3000, 4000, 5000],
  zones: {
    SE1: [349, 489, 615, 835, 1085, 1315, 1735, 2115, 2815, 3465, 4075],
    SE2: [419, 595, 755, 1035, 1355, 1645, 2185, 2675, 3575, 4405, 5195],
    SE3: [489, 699, 889, 1229, 1615, 1965, 2615, 3205, 4295, 5305, 6255],
    SE4: [585, 839, 1075, 1489, 1955, 2385, 3185, 3905, 5235, 6475, 7645],
  },
  perKgAbove: { SE1: 0.78, SE2: 1, SE3: 1.22, SE4: 1.5 },
  minChargeSek: 349,
  fuelSurchargeBasisPoints: 1100,
  list2Factor: 1.2,
};

const DHL_EXPRESS_DOMESTIC: TariffTable = {
  kg: [1, 2, 5, 10, 20, 30, 50, 70],
  zones: {
    SE1: [155, 169, 205, 255, 345, 425, 565, 705],
    SE2: [169, 185, 225, 283, 385, 475, 635, 795],
    SE3: [189, 207, 253, 319, 435, 539, 721, 905],
    SE4: [215, 236, 289, 365, 499, 619, 831, 1043],
  },
  perKgAbove: { SE1: 9.5, SE2: 10.5, SE3: 12, SE4: 14 },
  minChargeSek: 155,
  fuelSurchargeBasisPoints: 1900,
  list2Factor: 1.2,
};

const DHL_EXPRESS_WORLDWIDE: TariffTable = {
  kg: [1, 2, 3, 5, 10, 15, 20, 30, 50, 70],
  zones: {
    NORDIC: [299, 339, 375, 449, 615, 759, 895, 1155, 1629, 2095],
    EU1: [325, 372, 414, 499, 689, 855, 1015, 1313, 1873, 2423],
    EU2: [365, 422, 473, 575, 799, 1003, 1187, 1543, 2215, 2877],
    EUROPE: [425, 497, 559, 687, 963, 1207, 1431, 1869, 2693, 3509],
    WORLD1: [539, 649, 749, 943, 1379, 1775, 2151, 2873, 4239, 5585],
    WORLD2: [699, 849, 985, 1249, 1845, 2395, 2915, 3911, 5803, 7665],
  },
  perKgAbove: { NORDIC: 27, EU1: 31, EU2: 37, EUROPE: 45, WORLD1: 71, WORLD2: 98 },
  minChargeSek: 299,
  fuelSurchargeBasisPoints: 1900,
  list2Factor: 1.2,
};

const DHL_ECONOMY_SELECT: TariffTable = {
  kg: [5, 10, 20, 30, 50, 70, 100, 150, 200, 300],
  zones: {
    NORDIC: [329, 399, 519, 629, 819, 999, 1249, 1629, 1979, 2619],
    EU1: [359, 439, 575, 699, 915, 1119, 1399, 1829, 2229, 2959],
    EU2: [409, 505, 665, 813, 1069, 1309, 1645, 2159, 2639, 3509],
    EUROPE: [489, 609, 809, 993, 1313, 1613, 2035, 2679, 3283, 4379],
  },
  perKgAbove: { NORDIC: 8.2, EU1: 9.3, EU2: 11.1, EUROPE: 13.9 },
  minChargeSek: 329,
  fuelSurchargeBasisPoints: 1500,
  list2Factor: 1.2,
};

const BRING_BUSINESS_PARCEL: TariffTable = {
  kg: [1, 5, 10, 20, 35],
  zones: {
    SE1: [95, 115, 139, 175, 215],
    SE2: [105, 127, 152, 192, 236],
    SE3: [112, 136, 164, 207, 255],
    SE4: [125, 152, 184, 233, 287],
    NORDIC: [199, 245, 295, 375, 465],
  },
  perKgAbove: { SE1: 5, SE2: 5.5, SE3: 6, SE4: 7, NORDIC: 13 },
  minChargeSek: 95,
  fuelSurchargeBasisPoints: 900,
  list2Factor: 1.2,
};

const TNT_EXPRESS: TariffTable = {
  kg: [1, 5, 10, 20, 30],
  zones: {
    NORDIC: [309, 459, 629, 915, 1185],
    EU1: [335, 505, 695, 1015, 1315],
    EU2: [375, 569, 785, 1149, 1493],
    EUROPE: [435, 665, 921, 1353, 1761],
    WORLD1: [559, 965, 1409, 2179, 2917],
    WORLD2: [715, 1255, 1859, 2895, 3885],
  },
  perKgAbove: { NORDIC: 28, EU1: 31, EU2: 36, EUROPE: 43, WORLD1: 74, WORLD2: 100 },
  minChargeSek: 309,
  fuelSurchargeBasisPoints: 1800,
  list2Factor: 1.2,
};

// ---------------------------------------------------------------------------------------------
// Terms (one text per product; textId = termsId)

const ROAD_SE = {
  sv: 'Transporten utförs enligt NSAB 2015 och lagen (1974:610) om inrikes vägtransport; transportörens ansvar är begränsat till 8,33 SDR per kilo bruttovikt.',
  en: "The transport is carried out under NSAB 2015 and the Swedish Domestic Road Transport Act (1974:610); the carrier's liability is limited to 8.33 SDR per kilo gross weight.",
};
const ROAD_INT = {
  sv: 'Internationella vägtransporter utförs enligt CMR-konventionen; transportörens ansvar är begränsat till 8,33 SDR per kilo bruttovikt.',
  en: "International road transport is carried out under the CMR Convention; the carrier's liability is limited to 8.33 SDR per kilo gross weight.",
};
const AIR = {
  sv: 'Flygtransporter omfattas av Montrealkonventionen, som begränsar transportörens ansvar per kilo.',
  en: "Air transport is covered by the Montreal Convention, which limits the carrier's liability per kilo.",
};
const INSURE = {
  sv: 'Vill du ha ersättning för varans fulla värde, välj transportförsäkring vid bokningen.',
  en: "For compensation of the goods' full value, choose transport insurance when booking.",
};

function terms(carrierTerms: Localized, ...parts: Localized[]): Localized {
  const all = [carrierTerms, ...parts, INSURE];
  return { sv: all.map((p) => p.sv).join(' '), en: all.map((p) => p.en).join(' ') };
}

const UPS_TERMS = {
  sv: 'UPS villkor för transport och tjänster som gäller vid bokningstillfället tillämpas.',
  en: 'The UPS Terms and Conditions of Carriage/Service in force when booking apply.',
};
const DBS_TERMS = {
  sv: 'DB Schenkers allmänna villkor för landtransporter gäller.',
  en: "DB Schenker's general terms for land transport apply.",
};
const PN_TERMS = {
  sv: 'PostNords allmänna villkor för paket och pall gäller.',
  en: "PostNord's general terms for parcels and pallets apply.",
};
const DHL_TERMS = {
  sv: 'DHL Express transportvillkor som gäller vid bokningstillfället tillämpas.',
  en: 'The DHL Express Terms and Conditions of Carriage in force when booking apply.',
};
const CUSTOMS = {
  sv: 'Till länder utanför EU ska handelsfaktura medfölja; avsändaren ansvarar för korrekta tulluppgifter.',
  en: 'Shipments to countries outside the EU need a commercial invoice; the sender is responsible for correct customs data.',
};
const GUARANTEE = {
  sv: 'Garanti: levereras försändelsen inte inom utlovad tid krediteras frakten, dock inte vid force majeure eller felaktiga adressuppgifter.',
  en: 'Guarantee: if the consignment is not delivered within the promised time the freight is credited, except for force majeure or wrong address data.',
};
const CONSUMER = {
  sv: 'Paket som inte hämtas ut inom 14 dagar returneras till avsändaren på dennes bekostnad.',
  en: "Parcels not collected within 14 days are returned to the sender at the sender's cost.",
};

// ---------------------------------------------------------------------------------------------
// Products

type Limits = FreightServiceDef['limits'];

/** What a product states; supplier, priceSupplier, addService, textId and tariffIds follow from it. */
type ProductSpec = Omit<FreightServiceDef, 'supplier' | 'priceSupplier' | 'addService' | 'textId' | 'tariffIds'> & {
  tariff: TariffTable;
  termsText: Localized;
};

const CARRIER_DEFAULTS = {
  131: {
    trackingUrl: 'https://www.ups.com/track?loc=sv_SE&tracknum={consignmentNo}',
    pickupTime: '16:00',
    paymentCollect: false,
    hidePriceless: false,
    locationFinder: false,
    locationFinderUPS: false,
    returnService: true,
    noPickupTemplateExists: true,
    mandatoryNameConsignor: true,
    mandatoryNameConsignee: true,
    mandatoryMobileConsignor: false,
    mandatoryMobileConsignee: false,
  },
  116: {
    trackingUrl: 'https://www.dbschenker.com/app/tracking-public/?refNumber={consignmentNo}&language_region=sv-SE',
    pickupTime: '12:00',
    paymentCollect: true,
    hidePriceless: false,
    locationFinder: false,
    locationFinderUPS: false,
    returnService: false,
    noPickupTemplateExists: false,
    mandatoryNameConsignor: false,
    mandatoryNameConsignee: false,
    mandatoryMobileConsignor: false,
    mandatoryMobileConsignee: false,
  },
  4: {
    trackingUrl: 'https://tracking.postnord.com/se/?id={consignmentNo}',
    pickupTime: '15:00',
    paymentCollect: false,
    hidePriceless: true,
    locationFinder: false,
    locationFinderUPS: false,
    returnService: false,
    noPickupTemplateExists: true,
    mandatoryNameConsignor: false,
    mandatoryNameConsignee: false,
    mandatoryMobileConsignor: false,
    mandatoryMobileConsignee: false,
  },
  225: {
    trackingUrl: 'https://www.dhl.com/se-sv/home/tracking/tracking-express.html?submit=1&tracking-id={consignmentNo}',
    pickupTime: '17:00',
    paymentCollect: false,
    hidePriceless: false,
    locationFinder: false,
    locationFinderUPS: false,
    returnService: true,
    noPickupTemplateExists: true,
    mandatoryNameConsignor: true,
    mandatoryNameConsignee: true,
    mandatoryMobileConsignor: false,
    mandatoryMobileConsignee: false,
  },
  71: {
    trackingUrl: 'https://tracking.bring.se/tracking/{consignmentNo}',
    pickupTime: '14:00',
    paymentCollect: false,
    hidePriceless: true,
    locationFinder: false,
    locationFinderUPS: false,
    returnService: false,
    noPickupTemplateExists: true,
    mandatoryNameConsignor: false,
    mandatoryNameConsignee: false,
    mandatoryMobileConsignor: false,
    mandatoryMobileConsignee: false,
  },
  210: {
    trackingUrl: 'https://www.tnt.com/express/sv_se/site/shipping-tools/tracking.html?searchType=con&cons={consignmentNo}',
    pickupTime: '16:00',
    paymentCollect: false,
    hidePriceless: false,
    locationFinder: false,
    locationFinderUPS: false,
    returnService: false,
    noPickupTemplateExists: false,
    mandatoryNameConsignor: true,
    mandatoryNameConsignee: true,
    mandatoryMobileConsignor: false,
    mandatoryMobileConsignee: false,
  },
} satisfies Record<number, Partial<FreightServiceDef>>;

const EUR_PALLET_LDM = loadingMetres({ length: 120, width: 80 });

const PARCEL_LIMITS_EXPRESS: Limits = {
  maxItemWeightKg: 70,
  maxTotalWeightKg: 1000,
  maxLengthCm: 274,
  maxWidthCm: 120,
  maxHeightCm: 120,
  maxLoadingMetres: 3,
  maxPackages: 50,
};
const PALLET_LIMITS_GROUPAGE: Limits = {
  maxItemWeightKg: 1200,
  maxTotalWeightKg: 5000,
  maxLengthCm: 600,
  maxWidthCm: 240,
  maxHeightCm: 220,
  maxLoadingMetres: 6,
  maxPackages: 99,
};

/** The product's chargeable-weight rule as the price info states it. */
const chargeable = (perM3: number, perLdm?: number): Localized => ({
  sv: `Fraktdragande vikt: 1 m³ = ${perM3} kg${perLdm ? `, 1 flakmeter = ${formatNumber(perLdm, 'sv')} kg (en EUR-pall = ${formatNumber(perLdm * EUR_PALLET_LDM, 'sv')} kg)` : ''}. Pris exkl. moms.`,
  en: `Chargeable weight: 1 m³ = ${perM3} kg${perLdm ? `, 1 loading metre = ${formatNumber(perLdm, 'en')} kg (one EUR pallet = ${formatNumber(perLdm * EUR_PALLET_LDM, 'en')} kg)` : ''}. Prices excl. VAT.`,
});

const specs: ProductSpec[] = [
  // ---- UPS (131): express parcels, the one carrier with paperless customs invoices
  {
    ...CARRIER_DEFAULTS[131],
    templateName: 'UPS_EXPRESS_SAVER_SE',
    templateSubject: { sv: 'UPS Express Saver inrikes', en: 'UPS Express Saver domestic' },
    code: 'UPS-65-SE',
    supplierId: 131,
    serviceId: 131001,
    priceCode: 'UPS65SE',
    priceTransportProduct: 'UPS_EXPRESS_SAVER',
    priceInfo: chargeable(200),
    instruction: {
      sv: 'Märk varje paket med UPS-etiketten. Boka hämtning före 16:00 för hämtning samma dag.',
      en: 'Label every parcel with the UPS label. Book before 16:00 for a same-day pickup.',
    },
    deliveryMinDays: 1,
    deliveryMaxDays: 1,
    deliveryInfo: { sv: 'Leverans nästa arbetsdag före dagens slut.', en: 'Delivery the next business day by end of day.' },
    packageTypes: ['parcel', 'unspecified'],
    fixedPrices: [],
    guarantee: false,
    active: true,
    fromCountries: DOMESTIC,
    toCountries: DOMESTIC,
    consigneeTypes: ['company', 'private'],
    limits: PARCEL_LIMITS_EXPRESS,
    volumeFactor: 200,
    loadingMetreFactor: 0,
    optionIds: [OPTION.NOTIFY_EMAIL, OPTION.NOTIFY_SMS, OPTION.COD, OPTION.SATURDAY_DELIVERY, OPTION.BEFORE_NOON],
    termsId: 101,
    tariff: UPS_EXPRESS_SAVER_SE,
    termsText: terms(UPS_TERMS, ROAD_SE),
  },
  {
    ...CARRIER_DEFAULTS[131],
    templateName: 'UPS_EXPRESS_SAVER_INT',
    templateSubject: { sv: 'UPS Express Saver utrikes', en: 'UPS Express Saver international' },
    code: 'UPS-65',
    supplierId: 131,
    serviceId: 131002,
    priceCode: 'UPS65',
    priceTransportProduct: 'UPS_EXPRESS_SAVER',
    priceInfo: chargeable(200),
    instruction: {
      sv: 'Utanför EU: bifoga handelsfaktura, eller välj papperslös tullfaktura så skickas fakturan elektroniskt till UPS.',
      en: 'Outside the EU: attach a commercial invoice, or choose the paperless customs invoice and it is sent to UPS electronically.',
    },
    deliveryMinDays: 1,
    deliveryMaxDays: 3,
    deliveryInfo: {
      sv: 'Leverans inom 1–3 arbetsdagar, inom Europa oftast nästa arbetsdag.',
      en: 'Delivery within 1–3 business days, within Europe mostly the next business day.',
    },
    packageTypes: ['parcel', 'unspecified'],
    fixedPrices: [],
    guarantee: false,
    active: true,
    fromCountries: DOMESTIC,
    toCountries: WORLDWIDE,
    consigneeTypes: ['company', 'private'],
    limits: PARCEL_LIMITS_EXPRESS,
    volumeFactor: 200,
    loadingMetreFactor: 0,
    optionIds: [
      OPTION.NOTIFY_EMAIL,
      OPTION.NOTIFY_SMS,
      OPTION.COUNTRY_OF_ORIGIN,
      OPTION.PAPERLESS_INVOICE,
      OPTION.DANGEROUS_GOODS,
      OPTION.SATURDAY_DELIVERY,
      OPTION.BEFORE_NOON,
    ],
    termsId: 102,
    tariff: UPS_EXPRESS_SAVER_INT,
    termsText: terms(UPS_TERMS, AIR, ROAD_INT, CUSTOMS),
  },
  {
    ...CARRIER_DEFAULTS[131],
    templateName: 'UPS_STANDARD_EU',
    templateSubject: { sv: 'UPS Standard Europa', en: 'UPS Standard Europe' },
    code: 'UPS-11',
    supplierId: 131,
    serviceId: 131003,
    priceCode: 'UPS11',
    priceTransportProduct: 'UPS_STANDARD',
    priceInfo: chargeable(200),
    instruction: {
      sv: 'Vägtransport till Europa. Utanför EU: bifoga handelsfaktura eller välj papperslös tullfaktura.',
      en: 'Road transport to Europe. Outside the EU: attach a commercial invoice or choose the paperless customs invoice.',
    },
    deliveryMinDays: 2,
    deliveryMaxDays: 5,
    deliveryInfo: {
      sv: 'Leverans inom 2–5 arbetsdagar beroende på land.',
      en: 'Delivery within 2–5 business days depending on the country.',
    },
    packageTypes: ['parcel', 'unspecified'],
    fixedPrices: [],
    guarantee: false,
    active: true,
    fromCountries: DOMESTIC,
    toCountries: ROAD_EUROPE,
    consigneeTypes: ['company', 'private'],
    limits: PARCEL_LIMITS_EXPRESS,
    volumeFactor: 200,
    loadingMetreFactor: 0,
    optionIds: [OPTION.NOTIFY_EMAIL, OPTION.NOTIFY_SMS, OPTION.COUNTRY_OF_ORIGIN, OPTION.PAPERLESS_INVOICE],
    termsId: 103,
    tariff: UPS_STANDARD_EU,
    termsText: terms(UPS_TERMS, ROAD_INT, CUSTOMS),
  },
  {
    ...CARRIER_DEFAULTS[131],
    templateName: 'UPS_ACCESS_POINT',
    templateSubject: { sv: 'UPS Standard till Access Point', en: 'UPS Standard to Access Point' },
    code: 'UPS-11-AP',
    supplierId: 131,
    serviceId: 131004,
    priceCode: 'UPS11AP',
    priceTransportProduct: 'UPS_STANDARD',
    priceInfo: chargeable(200),
    instruction: {
      sv: 'Välj mottagarens UPS Access Point-ombud. Mottagaren aviseras och hämtar med legitimation.',
      en: "Choose the receiver's UPS Access Point. The receiver is notified and collects with ID.",
    },
    deliveryMinDays: 1,
    deliveryMaxDays: 3,
    deliveryInfo: {
      sv: 'Paketet finns hos valt Access Point-ombud inom 1–3 arbetsdagar.',
      en: 'The parcel is at the chosen Access Point within 1–3 business days.',
    },
    locationFinderUPS: true,
    mandatoryMobileConsignee: true,
    packageTypes: ['parcel'],
    fixedPrices: [],
    guarantee: false,
    active: true,
    fromCountries: DOMESTIC,
    toCountries: DOMESTIC,
    consigneeTypes: ['private'],
    limits: {
      maxItemWeightKg: 20,
      maxTotalWeightKg: 100,
      maxLengthCm: 97,
      maxWidthCm: 60,
      maxHeightCm: 60,
      maxLoadingMetres: 1,
      maxPackages: 5,
    },
    volumeFactor: 200,
    loadingMetreFactor: 0,
    optionIds: [OPTION.NOTIFY_EMAIL_EXCLUSIVE, OPTION.NOTIFY_SMS_EXCLUSIVE],
    termsId: 104,
    tariff: UPS_ACCESS_POINT,
    termsText: terms(UPS_TERMS, ROAD_SE, CONSUMER),
  },

  // ---- DB Schenker (116): parcels, groupage (system), part loads; guarantee variants
  {
    ...CARRIER_DEFAULTS[116],
    templateName: 'DBS_PARCEL',
    templateSubject: { sv: 'DB Schenker Parcel (företagspaket)', en: 'DB Schenker Parcel (business parcels)' },
    code: 'DBS-PARCEL',
    supplierId: 116,
    serviceId: 116001,
    priceCode: 'DBSPARCEL',
    priceTransportProduct: 'DBSCHENKER_PARCEL',
    priceInfo: chargeable(280),
    instruction: {
      sv: 'Till företag med bemannad godsmottagning. Märk varje kolli med adressetikett.',
      en: 'To companies with staffed goods reception. Label every package with an address label.',
    },
    deliveryMinDays: 1,
    deliveryMaxDays: 2,
    deliveryInfo: { sv: 'Leverans 1–2 arbetsdagar, dagtid.', en: 'Delivery in 1–2 business days, daytime.' },
    packageTypes: ['parcel', 'unspecified'],
    fixedPrices: [],
    guarantee: false,
    active: true,
    fromCountries: DOMESTIC,
    toCountries: DOMESTIC,
    consigneeTypes: ['company'],
    limits: {
      maxItemWeightKg: 35,
      maxTotalWeightKg: 500,
      maxLengthCm: 240,
      maxWidthCm: 80,
      maxHeightCm: 80,
      maxLoadingMetres: 2,
      maxPackages: 30,
    },
    volumeFactor: 280,
    loadingMetreFactor: 0,
    optionIds: [OPTION.NOTIFY_EMAIL, OPTION.NOTIFY_SMS, OPTION.COD, OPTION.DROP_LOCATION, OPTION.DANGEROUS_GOODS],
    termsId: 105,
    tariff: DBS_PARCEL,
    termsText: terms(DBS_TERMS, ROAD_SE),
  },
  {
    ...CARRIER_DEFAULTS[116],
    templateName: 'DBS_PARCEL_GUARANTEE',
    templateSubject: { sv: 'DB Schenker Parcel Garanti', en: 'DB Schenker Parcel Guarantee' },
    code: 'DBS-PARCEL-G',
    supplierId: 116,
    serviceId: 116002,
    priceCode: 'DBSPARCELG',
    priceTransportProduct: 'DBSCHENKER_PARCEL',
    priceInfo: chargeable(280),
    instruction: {
      sv: 'Till företag med bemannad godsmottagning. Boka före 12:00.',
      en: 'To companies with staffed goods reception. Book before 12:00.',
    },
    deliveryMinDays: 1,
    deliveryMaxDays: 1,
    deliveryInfo: { sv: 'Garanterad leverans nästa arbetsdag.', en: 'Guaranteed delivery the next business day.' },
    packageTypes: ['parcel', 'unspecified'],
    fixedPrices: [],
    guarantee: true,
    active: true,
    fromCountries: DOMESTIC,
    toCountries: DOMESTIC,
    consigneeTypes: ['company'],
    limits: {
      maxItemWeightKg: 35,
      maxTotalWeightKg: 500,
      maxLengthCm: 240,
      maxWidthCm: 80,
      maxHeightCm: 80,
      maxLoadingMetres: 2,
      maxPackages: 30,
    },
    volumeFactor: 280,
    loadingMetreFactor: 0,
    optionIds: [OPTION.NOTIFY_EMAIL, OPTION.NOTIFY_SMS, OPTION.DROP_LOCATION, OPTION.DANGEROUS_GOODS],
    termsId: 106,
    tariff: { ...scaled(DBS_PARCEL, 1.35), list2Factor: 1.25 },
    termsText: terms(DBS_TERMS, ROAD_SE, GUARANTEE),
  },
  {
    ...CARRIER_DEFAULTS[116],
    templateName: 'DBS_SYSTEM',
    templateSubject: { sv: 'DB Schenker System (styckegods och pall)', en: 'DB Schenker System (groupage and pallets)' },
    code: 'DBS-SYSTEM',
    supplierId: 116,
    serviceId: 116003,
    priceCode: 'DBSSYSTEM',
    priceTransportProduct: 'DBSCHENKER_SYSTEM',
    priceInfo: chargeable(280, 1850),
    instruction: {
      sv: 'Lasta gods på pall och märk varje kolli. Ange om godset inte kan staplas.',
      en: 'Load goods on pallets and label every package. State when the goods cannot be stacked.',
    },
    deliveryMinDays: 1,
    deliveryMaxDays: 3,
    deliveryInfo: {
      sv: 'Leverans 1–3 arbetsdagar enligt DB Schenkers ledtidstabell, dagtid.',
      en: "Delivery in 1–3 business days per DB Schenker's lead-time table, daytime.",
    },
    packageTypes: ['pallet', 'halfpallet', 'parcel', 'unspecified'],
    fixedPrices: [],
    guarantee: false,
    active: true,
    fromCountries: DOMESTIC,
    toCountries: DOMESTIC,
    consigneeTypes: ['company'],
    limits: PALLET_LIMITS_GROUPAGE,
    volumeFactor: 280,
    loadingMetreFactor: 1850,
    optionIds: [
      OPTION.NOTIFY_EMAIL,
      OPTION.NOTIFY_SMS,
      OPTION.TAIL_LIFT,
      OPTION.PICKUP_TAIL_LIFT,
      OPTION.PRE_NOTICE_PHONE,
      OPTION.DROP_LOCATION,
      OPTION.DANGEROUS_GOODS,
      OPTION.TEMPERATURE_CONTROLLED,
    ],
    termsId: 107,
    tariff: DBS_SYSTEM,
    termsText: terms(DBS_TERMS, ROAD_SE),
  },
  {
    ...CARRIER_DEFAULTS[116],
    templateName: 'DBS_SYSTEM_PREMIUM',
    templateSubject: { sv: 'DB Schenker System Premium (garanti)', en: 'DB Schenker System Premium (guarantee)' },
    code: 'DBS-SYSTEM-P',
    supplierId: 116,
    serviceId: 116004,
    priceCode: 'DBSSYSTEMP',
    priceTransportProduct: 'DBSCHENKER_SYSTEM',
    priceInfo: chargeable(280, 1850),
    instruction: {
      sv: 'Lasta gods på pall och märk varje kolli. Boka före 12:00 för garanterad ledtid.',
      en: 'Load goods on pallets and label every package. Book before 12:00 for the guaranteed lead time.',
    },
    deliveryMinDays: 1,
    deliveryMaxDays: 2,
    deliveryInfo: {
      sv: 'Garanterad leveransdag enligt DB Schenkers ledtidstabell.',
      en: "Guaranteed delivery day per DB Schenker's lead-time table.",
    },
    packageTypes: ['pallet', 'halfpallet', 'parcel', 'unspecified'],
    fixedPrices: [],
    guarantee: true,
    active: true,
    fromCountries: DOMESTIC,
    toCountries: DOMESTIC,
    consigneeTypes: ['company'],
    limits: PALLET_LIMITS_GROUPAGE,
    volumeFactor: 280,
    loadingMetreFactor: 1850,
    optionIds: [
      OPTION.NOTIFY_EMAIL,
      OPTION.NOTIFY_SMS,
      OPTION.TAIL_LIFT,
      OPTION.PICKUP_TAIL_LIFT,
      OPTION.PRE_NOTICE_PHONE,
      OPTION.DROP_LOCATION,
      OPTION.DANGEROUS_GOODS,
      OPTION.TEMPERATURE_CONTROLLED,
    ],
    termsId: 108,
    tariff: { ...scaled(DBS_SYSTEM, 1.3), list2Factor: 1.2 },
    termsText: terms(DBS_TERMS, ROAD_SE, GUARANTEE),
  },
  {
    ...CARRIER_DEFAULTS[116],
    templateName: 'DBS_PARTLOAD',
    templateSubject: { sv: 'DB Schenker Partload (dellast)', en: 'DB Schenker Partload (part loads)' },
    code: 'DBS-PARTLOAD',
    supplierId: 116,
    serviceId: 116005,
    priceCode: 'DBSPARTLOAD',
    priceTransportProduct: 'DBSCHENKER_PARTLOAD',
    priceInfo: chargeable(280, 1850),
    instruction: {
      sv: 'Dellast direkt från avsändare till mottagare, från cirka en ton. Ange kontaktperson med mobilnummer för lastningen.',
      en: 'Part load direct from sender to receiver, from about one tonne. Give a contact person with a mobile number for the loading.',
    },
    deliveryMinDays: 1,
    deliveryMaxDays: 3,
    deliveryInfo: {
      sv: 'Leverans 1–3 arbetsdagar efter lastning, tid enligt överenskommelse.',
      en: 'Delivery 1–3 business days after loading, time as agreed.',
    },
    mandatoryMobileConsignor: true,
    packageTypes: ['pallet', 'halfpallet', 'unspecified'],
    fixedPrices: [],
    guarantee: false,
    active: true,
    fromCountries: DOMESTIC,
    toCountries: DOMESTIC,
    consigneeTypes: ['company'],
    limits: {
      maxItemWeightKg: 5000,
      maxTotalWeightKg: 25000,
      maxLengthCm: 1360,
      maxWidthCm: 240,
      maxHeightCm: 260,
      maxLoadingMetres: 13.6,
      maxPackages: 99,
    },
    volumeFactor: 280,
    loadingMetreFactor: 1850,
    optionIds: [
      OPTION.NOTIFY_EMAIL,
      OPTION.TAIL_LIFT,
      OPTION.PICKUP_TAIL_LIFT,
      OPTION.PRE_NOTICE_PHONE,
      OPTION.DANGEROUS_GOODS,
      OPTION.TEMPERATURE_CONTROLLED,
    ],
    termsId: 109,
    tariff: DBS_PARTLOAD,
    termsText: terms(DBS_TERMS, ROAD_SE),
  },
  {
    ...CARRIER_DEFAULTS[116],
    templateName: 'DBS_SYSTEM_EUROPE',
    templateSubject: { sv: 'DB Schenker System Europa', en: 'DB Schenker System Europe' },
    code: 'DBS-SYSTEM-INT',
    supplierId: 116,
    serviceId: 116006,
    priceCode: 'DBSSYSTEMINT',
    priceTransportProduct: 'DBSCHENKER_SYSTEM_INTERNATIONAL',
    priceInfo: chargeable(333, 1850),
    instruction: {
      sv: 'Styckegods och pall till Europa. Utanför EU: bifoga handelsfaktura.',
      en: 'Groupage and pallets to Europe. Outside the EU: attach a commercial invoice.',
    },
    deliveryMinDays: 3,
    deliveryMaxDays: 7,
    deliveryInfo: { sv: 'Leverans 3–7 arbetsdagar beroende på land.', en: 'Delivery in 3–7 business days depending on the country.' },
    paymentCollect: false,
    packageTypes: ['pallet', 'halfpallet', 'parcel', 'unspecified'],
    fixedPrices: [],
    guarantee: false,
    active: true,
    fromCountries: DOMESTIC,
    toCountries: GROUPAGE_EUROPE,
    consigneeTypes: ['company'],
    limits: PALLET_LIMITS_GROUPAGE,
    volumeFactor: 333,
    loadingMetreFactor: 1850,
    optionIds: [OPTION.NOTIFY_EMAIL, OPTION.TAIL_LIFT, OPTION.PRE_NOTICE_PHONE, OPTION.COUNTRY_OF_ORIGIN, OPTION.DANGEROUS_GOODS],
    termsId: 110,
    tariff: DBS_SYSTEM_EUROPE,
    termsText: terms(DBS_TERMS, ROAD_INT, CUSTOMS),
  },

  // ---- PostNord (4): consumer parcels (home, service point), business parcels, pallets
  {
    ...CARRIER_DEFAULTS[4],
    templateName: 'PN_MYPACK_HOME',
    templateSubject: { sv: 'PostNord MyPack Home (hemleverans)', en: 'PostNord MyPack Home (home delivery)' },
    code: 'PN-17',
    supplierId: 4,
    serviceId: 4017,
    priceCode: 'PN17',
    priceTransportProduct: 'MYPACK_HOME',
    priceInfo: chargeable(250),
    instruction: {
      sv: 'Ange mottagarens mobilnummer: mottagaren aviseras och kan välja leveranstid.',
      en: "Give the receiver's mobile number: the receiver is notified and can choose the delivery time.",
    },
    deliveryMinDays: 1,
    deliveryMaxDays: 3,
    deliveryInfo: {
      sv: 'Hemleverans till dörren dagtid eller kväll, 1–3 arbetsdagar.',
      en: 'Home delivery to the door, daytime or evening, in 1–3 business days.',
    },
    returnService: true,
    mandatoryNameConsignee: true,
    mandatoryMobileConsignee: true,
    packageTypes: ['parcel'],
    fixedPrices: [],
    guarantee: false,
    active: true,
    fromCountries: DOMESTIC,
    toCountries: SE_AND_NORDIC,
    consigneeTypes: ['private'],
    limits: {
      maxItemWeightKg: 35,
      maxTotalWeightKg: 350,
      maxLengthCm: 150,
      maxWidthCm: 60,
      maxHeightCm: 60,
      maxLoadingMetres: 1,
      maxPackages: 10,
    },
    volumeFactor: 250,
    loadingMetreFactor: 0,
    optionIds: [OPTION.NOTIFY_EMAIL_EXCLUSIVE, OPTION.NOTIFY_SMS_EXCLUSIVE, OPTION.CARRY_IN, OPTION.DOOR_CODE, OPTION.PERSONAL_DELIVERY],
    termsId: 111,
    tariff: PN_MYPACK_HOME,
    termsText: terms(PN_TERMS, ROAD_SE),
  },
  {
    ...CARRIER_DEFAULTS[4],
    templateName: 'PN_MYPACK_COLLECT',
    templateSubject: { sv: 'PostNord MyPack Collect (till ombud)', en: 'PostNord MyPack Collect (to a service point)' },
    code: 'PN-19',
    supplierId: 4,
    serviceId: 4019,
    priceCode: 'PN19',
    priceTransportProduct: 'MYPACK_COLLECT',
    priceInfo: {
      sv: 'Fast pris för ett paket: upp till 1 kg 59 kr, 3 kg 69 kr, 5 kg 79 kr. Tyngre paket enligt prislista; fraktdragande vikt 1 m³ = 250 kg. Pris exkl. moms.',
      en: 'Fixed price for one parcel: up to 1 kg SEK 59, 3 kg SEK 69, 5 kg SEK 79. Heavier parcels per the price list; chargeable weight 1 m³ = 250 kg. Prices excl. VAT.',
    },
    instruction: {
      sv: 'Välj ombud eller paketbox nära mottagaren. Mottagaren aviseras med SMS eller e-post.',
      en: 'Choose a service point or parcel locker near the receiver. The receiver is notified by SMS or e-mail.',
    },
    deliveryMinDays: 1,
    deliveryMaxDays: 3,
    deliveryInfo: {
      sv: 'Paketet finns hos valt ombud inom 1–3 arbetsdagar och kan hämtas i 14 dagar.',
      en: 'The parcel is at the chosen service point within 1–3 business days and can be collected for 14 days.',
    },
    locationFinder: true,
    returnService: true,
    mandatoryNameConsignee: true,
    mandatoryMobileConsignee: true,
    packageTypes: ['parcel'],
    fixedPrices: [
      { packageType: 'parcel', maxWeightKg: 1, priceOre: 5900 },
      { packageType: 'parcel', maxWeightKg: 3, priceOre: 6900 },
      { packageType: 'parcel', maxWeightKg: 5, priceOre: 7900 },
    ],
    guarantee: false,
    active: true,
    fromCountries: DOMESTIC,
    toCountries: DOMESTIC,
    consigneeTypes: ['private'],
    limits: {
      maxItemWeightKg: 20,
      maxTotalWeightKg: 20,
      maxLengthCm: 100,
      maxWidthCm: 60,
      maxHeightCm: 60,
      maxLoadingMetres: 1,
      maxPackages: 1,
    },
    volumeFactor: 250,
    loadingMetreFactor: 0,
    optionIds: [OPTION.NOTIFY_EMAIL_EXCLUSIVE, OPTION.NOTIFY_SMS_EXCLUSIVE, OPTION.PERSONAL_DELIVERY],
    termsId: 112,
    tariff: PN_MYPACK_COLLECT,
    termsText: terms(PN_TERMS, ROAD_SE, CONSUMER),
  },
  {
    ...CARRIER_DEFAULTS[4],
    templateName: 'PN_PARCEL',
    templateSubject: { sv: 'PostNord Parcel (företagspaket)', en: 'PostNord Parcel (business parcels)' },
    code: 'PN-18',
    supplierId: 4,
    serviceId: 4018,
    priceCode: 'PN18',
    priceTransportProduct: 'PARCEL',
    priceInfo: chargeable(250),
    instruction: {
      sv: 'Till företag, dagtid. Märk varje kolli med adressetikett.',
      en: 'To companies, daytime. Label every package with an address label.',
    },
    deliveryMinDays: 1,
    deliveryMaxDays: 2,
    deliveryInfo: {
      sv: 'Leverans nästa arbetsdag till de flesta orter i Sverige; Norden 2–4 arbetsdagar.',
      en: 'Delivery the next business day to most places in Sweden; Nordic countries 2–4 business days.',
    },
    packageTypes: ['parcel', 'unspecified'],
    fixedPrices: [],
    guarantee: false,
    active: true,
    fromCountries: DOMESTIC,
    toCountries: SE_AND_NORDIC,
    consigneeTypes: ['company'],
    limits: {
      maxItemWeightKg: 35,
      maxTotalWeightKg: 700,
      maxLengthCm: 150,
      maxWidthCm: 60,
      maxHeightCm: 60,
      maxLoadingMetres: 2,
      maxPackages: 20,
    },
    volumeFactor: 250,
    loadingMetreFactor: 0,
    optionIds: [OPTION.NOTIFY_EMAIL, OPTION.NOTIFY_SMS, OPTION.COD, OPTION.PERSONAL_DELIVERY, OPTION.DANGEROUS_GOODS],
    termsId: 113,
    tariff: PN_PARCEL,
    termsText: terms(PN_TERMS, ROAD_SE, ROAD_INT),
  },
  {
    ...CARRIER_DEFAULTS[4],
    templateName: 'PN_PALLET',
    templateSubject: { sv: 'PostNord Pall', en: 'PostNord Pallet' },
    code: 'PN-52',
    supplierId: 4,
    serviceId: 4052,
    priceCode: 'PN52',
    priceTransportProduct: 'PALLET',
    priceInfo: {
      sv: `${chargeable(280, 1850).sv} Halvpall upp till 250 kg: fast pris 595 kr.`,
      en: `${chargeable(280, 1850).en} Half pallet up to 250 kg: fixed price SEK 595.`,
    },
    instruction: {
      sv: 'EUR-pall eller halvpall, plastad och märkt på två sidor.',
      en: 'EUR pallet or half pallet, wrapped and labelled on two sides.',
    },
    deliveryMinDays: 1,
    deliveryMaxDays: 3,
    deliveryInfo: { sv: 'Leverans 1–3 arbetsdagar, dagtid till företag.', en: 'Delivery in 1–3 business days, daytime to companies.' },
    noPickupTemplateExists: false,
    packageTypes: ['pallet', 'halfpallet'],
    fixedPrices: [{ packageType: 'halfpallet', maxWeightKg: 250, priceOre: 59500 }],
    guarantee: false,
    active: true,
    fromCountries: DOMESTIC,
    toCountries: DOMESTIC,
    consigneeTypes: ['company'],
    limits: {
      maxItemWeightKg: 1000,
      maxTotalWeightKg: 5000,
      maxLengthCm: 120,
      maxWidthCm: 80,
      maxHeightCm: 220,
      maxLoadingMetres: 6,
      maxPackages: 15,
    },
    volumeFactor: 280,
    loadingMetreFactor: 1850,
    optionIds: [OPTION.NOTIFY_EMAIL, OPTION.NOTIFY_SMS, OPTION.TAIL_LIFT, OPTION.PRE_NOTICE_PHONE, OPTION.DANGEROUS_GOODS],
    termsId: 114,
    tariff: PN_PALLET,
    termsText: terms(PN_TERMS, ROAD_SE),
  },

  // ---- DHL Express (225): domestic and worldwide express, road economy in Europe
  {
    ...CARRIER_DEFAULTS[225],
    templateName: 'DHL_EXPRESS_DOMESTIC',
    templateSubject: { sv: 'DHL Express inrikes', en: 'DHL Express Domestic' },
    code: 'DHL-N',
    supplierId: 225,
    serviceId: 225001,
    priceCode: 'DHLN',
    priceTransportProduct: 'EXPRESS_DOMESTIC',
    priceInfo: chargeable(200),
    instruction: { sv: 'Boka hämtning före 17:00 för hämtning samma dag.', en: 'Book before 17:00 for a same-day pickup.' },
    deliveryMinDays: 1,
    deliveryMaxDays: 1,
    deliveryInfo: { sv: 'Leverans nästa arbetsdag före dagens slut.', en: 'Delivery the next business day by end of day.' },
    packageTypes: ['parcel', 'unspecified'],
    fixedPrices: [],
    guarantee: false,
    active: true,
    fromCountries: DOMESTIC,
    toCountries: DOMESTIC,
    consigneeTypes: ['company', 'private'],
    limits: {
      maxItemWeightKg: 70,
      maxTotalWeightKg: 1000,
      maxLengthCm: 120,
      maxWidthCm: 80,
      maxHeightCm: 80,
      maxLoadingMetres: 3,
      maxPackages: 50,
    },
    volumeFactor: 200,
    loadingMetreFactor: 0,
    optionIds: [OPTION.NOTIFY_EMAIL, OPTION.NOTIFY_SMS, OPTION.BEFORE_NOON, OPTION.SATURDAY_DELIVERY],
    termsId: 115,
    tariff: DHL_EXPRESS_DOMESTIC,
    termsText: terms(DHL_TERMS, ROAD_SE),
  },
  {
    ...CARRIER_DEFAULTS[225],
    templateName: 'DHL_EXPRESS_WORLDWIDE',
    templateSubject: { sv: 'DHL Express Worldwide', en: 'DHL Express Worldwide' },
    code: 'DHL-P',
    supplierId: 225,
    serviceId: 225002,
    priceCode: 'DHLP',
    priceTransportProduct: 'EXPRESS_WORLDWIDE',
    priceInfo: chargeable(200),
    instruction: {
      sv: 'Utanför EU: bifoga tre exemplar av handelsfakturan.',
      en: 'Outside the EU: attach three copies of the commercial invoice.',
    },
    deliveryMinDays: 1,
    deliveryMaxDays: 3,
    deliveryInfo: { sv: 'Leverans före dagens slut inom 1–3 arbetsdagar.', en: 'Delivery by end of day within 1–3 business days.' },
    packageTypes: ['parcel', 'unspecified'],
    fixedPrices: [],
    guarantee: false,
    active: true,
    fromCountries: DOMESTIC,
    toCountries: WORLDWIDE,
    consigneeTypes: ['company', 'private'],
    limits: {
      maxItemWeightKg: 70,
      maxTotalWeightKg: 1000,
      maxLengthCm: 120,
      maxWidthCm: 80,
      maxHeightCm: 80,
      maxLoadingMetres: 3,
      maxPackages: 50,
    },
    volumeFactor: 200,
    loadingMetreFactor: 0,
    optionIds: [
      OPTION.NOTIFY_EMAIL,
      OPTION.NOTIFY_SMS,
      OPTION.COUNTRY_OF_ORIGIN,
      OPTION.DANGEROUS_GOODS,
      OPTION.SATURDAY_DELIVERY,
      OPTION.BEFORE_NOON,
    ],
    termsId: 116,
    tariff: DHL_EXPRESS_WORLDWIDE,
    termsText: terms(DHL_TERMS, AIR, CUSTOMS),
  },
  {
    ...CARRIER_DEFAULTS[225],
    templateName: 'DHL_ECONOMY_SELECT',
    templateSubject: { sv: 'DHL Economy Select (väg, Europa)', en: 'DHL Economy Select (road, Europe)' },
    code: 'DHL-W',
    supplierId: 225,
    serviceId: 225003,
    priceCode: 'DHLW',
    priceTransportProduct: 'ECONOMY_SELECT',
    priceInfo: chargeable(200),
    instruction: {
      sv: 'Tyngre sändningar och pall på väg till Europa. Utanför EU: bifoga handelsfaktura.',
      en: 'Heavier shipments and pallets by road to Europe. Outside the EU: attach a commercial invoice.',
    },
    deliveryMinDays: 2,
    deliveryMaxDays: 6,
    deliveryInfo: {
      sv: 'Leverans inom 2–6 arbetsdagar beroende på land.',
      en: 'Delivery within 2–6 business days depending on the country.',
    },
    packageTypes: ['parcel', 'unspecified', 'pallet'],
    fixedPrices: [],
    guarantee: false,
    active: true,
    fromCountries: DOMESTIC,
    toCountries: ROAD_EUROPE,
    consigneeTypes: ['company', 'private'],
    limits: {
      maxItemWeightKg: 1000,
      maxTotalWeightKg: 3000,
      maxLengthCm: 240,
      maxWidthCm: 120,
      maxHeightCm: 180,
      maxLoadingMetres: 4,
      maxPackages: 50,
    },
    volumeFactor: 200,
    loadingMetreFactor: 0,
    optionIds: [OPTION.NOTIFY_EMAIL, OPTION.NOTIFY_SMS, OPTION.COUNTRY_OF_ORIGIN, OPTION.TAIL_LIFT],
    termsId: 117,
    tariff: DHL_ECONOMY_SELECT,
    termsText: terms(DHL_TERMS, ROAD_INT, CUSTOMS),
  },

  // ---- Inactive carriers (71 Bring, 210 TNT): kept for old orders, never offered
  {
    ...CARRIER_DEFAULTS[71],
    templateName: 'BRING_BUSINESS_PARCEL',
    templateSubject: { sv: 'Bring Business Parcel', en: 'Bring Business Parcel' },
    code: 'BRING-330',
    supplierId: 71,
    serviceId: 71330,
    priceCode: 'BRING330',
    priceTransportProduct: 'BUSINESS_PARCEL',
    priceInfo: chargeable(250),
    instruction: { sv: 'Produkten säljs inte längre.', en: 'The product is no longer sold.' },
    deliveryMinDays: 1,
    deliveryMaxDays: 3,
    deliveryInfo: { sv: 'Leverans 1–3 arbetsdagar.', en: 'Delivery in 1–3 business days.' },
    packageTypes: ['parcel', 'unspecified'],
    fixedPrices: [],
    guarantee: false,
    active: false,
    fromCountries: DOMESTIC,
    toCountries: SE_AND_NORDIC,
    consigneeTypes: ['company'],
    limits: {
      maxItemWeightKg: 35,
      maxTotalWeightKg: 700,
      maxLengthCm: 240,
      maxWidthCm: 60,
      maxHeightCm: 60,
      maxLoadingMetres: 2,
      maxPackages: 20,
    },
    volumeFactor: 250,
    loadingMetreFactor: 0,
    optionIds: [OPTION.NOTIFY_EMAIL, OPTION.NOTIFY_SMS],
    termsId: 118,
    tariff: BRING_BUSINESS_PARCEL,
    termsText: terms({ sv: 'Brings allmänna villkor gällde.', en: "Bring's general terms applied." }, ROAD_SE),
  },
  {
    ...CARRIER_DEFAULTS[210],
    templateName: 'TNT_EXPRESS',
    templateSubject: { sv: 'TNT Express', en: 'TNT Express' },
    code: 'TNT-15N',
    supplierId: 210,
    serviceId: 210015,
    priceCode: 'TNT15N',
    priceTransportProduct: 'EXPRESS',
    priceInfo: chargeable(200),
    instruction: { sv: 'Produkten säljs inte längre.', en: 'The product is no longer sold.' },
    deliveryMinDays: 1,
    deliveryMaxDays: 4,
    deliveryInfo: { sv: 'Leverans 1–4 arbetsdagar.', en: 'Delivery in 1–4 business days.' },
    packageTypes: ['parcel', 'unspecified'],
    fixedPrices: [],
    guarantee: false,
    active: false,
    fromCountries: DOMESTIC,
    toCountries: WORLDWIDE,
    consigneeTypes: ['company', 'private'],
    limits: {
      maxItemWeightKg: 70,
      maxTotalWeightKg: 500,
      maxLengthCm: 240,
      maxWidthCm: 120,
      maxHeightCm: 150,
      maxLoadingMetres: 2,
      maxPackages: 30,
    },
    volumeFactor: 200,
    loadingMetreFactor: 0,
    optionIds: [OPTION.NOTIFY_EMAIL, OPTION.NOTIFY_SMS],
    termsId: 119,
    tariff: TNT_EXPRESS,
    termsText: terms({ sv: 'TNT:s villkor för transport gällde.', en: "TNT's conditions of carriage applied." }, AIR, ROAD_INT),
  },
];

function tariffId(templateName: string, priceList: number): string {
  return `${templateName}:${priceList}`;
}

function build(): Catalogue {
  const services: FreightServiceDef[] = [];
  const tariffs: Tariff[] = [];
  const termsList: Catalogue['terms'] = [];
  for (const { tariff: table, termsText, ...spec } of specs) {
    const carrier = findCarrier(spec.supplierId);
    if (!carrier) throw new Error(`unknown carrier ${spec.supplierId} in the catalogue`);
    services.push({
      ...spec,
      supplier: carrier.name,
      priceSupplier: spec.supplierId,
      addService: spec.optionIds.length > 0,
      textId: spec.termsId,
      tariffIds: { 1: tariffId(spec.templateName, 1), 2: tariffId(spec.templateName, 2) },
    });
    tariffs.push(
      tariff(tariffId(spec.templateName, 1), 1, table),
      tariff(tariffId(spec.templateName, 2), 2, scaled(table, table.list2Factor)),
    );
    termsList.push({ id: spec.termsId, text: termsText });
  }
  return { services, options, tariffs, terms: termsList };
}

/** The catalogue's content (see the top of this file). */
export const CATALOGUE: Catalogue = build();
