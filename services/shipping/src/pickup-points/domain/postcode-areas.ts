import type { Coordinates } from './pickup-point';

/**
 * Where a Swedish postcode lies, as close as a carrier's finder needs it: the centre of its three-digit
 * postcode area (Swedish postcodes run geographically, so "113 45" and "113 60" are a few streets apart).
 * Areas not listed are unknown places: no point is near them. [area, latitude, longitude, the area's town].
 */
const AREAS: ReadonlyArray<readonly [string, number, number, string]> = [
  // Stockholm and its suburbs
  ['111', 59.3326, 18.0649, 'Stockholm (Norrmalm)'],
  ['112', 59.3322, 18.0296, 'Stockholm (Kungsholmen)'],
  ['113', 59.3432, 18.0512, 'Stockholm (Vasastan)'],
  ['114', 59.3385, 18.0838, 'Stockholm (Östermalm)'],
  ['115', 59.3438, 18.1005, 'Stockholm (Gärdet)'],
  ['116', 59.3133, 18.0874, 'Stockholm (Södermalm öst)'],
  ['117', 59.3161, 18.0347, 'Stockholm (Hornstull)'],
  ['118', 59.3146, 18.0672, 'Stockholm (Södermalm)'],
  ['120', 59.3037, 18.1001, 'Stockholm (Hammarby sjöstad)'],
  ['121', 59.2936, 18.0836, 'Johanneshov'],
  ['122', 59.2834, 18.0861, 'Enskede'],
  ['126', 59.3006, 18.0131, 'Hägersten'],
  ['131', 59.3108, 18.1637, 'Nacka'],
  ['141', 59.2363, 17.9817, 'Huddinge'],
  ['151', 59.1955, 17.6253, 'Södertälje'],
  ['161', 59.3384, 17.9398, 'Bromma'],
  ['164', 59.4031, 17.9446, 'Kista'],
  ['169', 59.3598, 18.0002, 'Solna'],
  ['171', 59.3603, 18.0005, 'Solna'],
  ['172', 59.3617, 17.9713, 'Sundbyberg'],
  ['181', 59.3647, 18.1333, 'Lidingö'],
  ['183', 59.4439, 18.0687, 'Täby'],
  ['191', 59.428, 17.9508, 'Sollentuna'],
  // Skåne, Halland, Småland, Blekinge
  ['211', 55.605, 13.0002, 'Malmö'],
  ['212', 55.6094, 13.036, 'Malmö (Kirseberg)'],
  ['214', 55.5907, 13.0094, 'Malmö (Möllevången)'],
  ['216', 55.5805, 12.931, 'Limhamn'],
  ['217', 55.5912, 12.972, 'Malmö (Fridhem)'],
  ['222', 55.7047, 13.191, 'Lund'],
  ['252', 56.0465, 12.6945, 'Helsingborg'],
  ['291', 56.0294, 14.1567, 'Kristianstad'],
  ['302', 56.6745, 12.8578, 'Halmstad'],
  ['352', 56.8777, 14.8091, 'Växjö'],
  ['371', 56.1612, 15.5869, 'Karlskrona'],
  ['392', 56.6634, 16.3568, 'Kalmar'],
  // Västsverige
  ['411', 57.7072, 11.9668, 'Göteborg (Inom Vallgraven)'],
  ['412', 57.6969, 11.9865, 'Göteborg (Johanneberg)'],
  ['413', 57.696, 11.951, 'Göteborg (Linnéstaden)'],
  ['414', 57.6899, 11.919, 'Göteborg (Majorna)'],
  ['416', 57.7105, 12.019, 'Göteborg (Kålltorp)'],
  ['417', 57.721, 11.94, 'Göteborg (Hisingen)'],
  ['421', 57.653, 11.91, 'Västra Frölunda'],
  ['431', 57.6554, 12.0138, 'Mölndal'],
  ['503', 57.721, 12.9401, 'Borås'],
  // Mellansverige
  ['553', 57.7826, 14.1618, 'Jönköping'],
  ['582', 58.4108, 15.6214, 'Linköping'],
  ['602', 58.5877, 16.1924, 'Norrköping'],
  ['621', 57.6348, 18.2948, 'Visby'],
  ['652', 59.3793, 13.5036, 'Karlstad'],
  ['702', 59.2741, 15.2066, 'Örebro'],
  ['722', 59.6099, 16.5448, 'Västerås'],
  ['753', 59.8586, 17.6389, 'Uppsala'],
  ['791', 60.6065, 15.6355, 'Falun'],
  // Norrland
  ['803', 60.6749, 17.1413, 'Gävle'],
  ['831', 63.1792, 14.6357, 'Östersund'],
  ['852', 62.3908, 17.3069, 'Sundsvall'],
  ['903', 63.8258, 20.263, 'Umeå'],
  ['972', 65.5848, 22.1547, 'Luleå'],
  ['981', 67.8558, 20.2253, 'Kiruna'],
];

const BY_AREA = new Map(AREAS.map(([area, latitude, longitude]) => [area, { latitude, longitude }]));

const SWEDISH_POSTCODE = /^([1-9]\d{2})\s?(\d{2})$/;

/** "11122" or "111 22" as the carrier writes it ("11122"); undefined when it is no Swedish postcode. */
export function normalizeSwedishPostcode(postcode: string): string | undefined {
  const match = SWEDISH_POSTCODE.exec(postcode.trim());
  return match ? `${match[1]}${match[2]}` : undefined;
}

/** The centre of a Swedish postcode's area, or undefined for an area the finder does not know. */
export function locateSwedishPostcode(postcode: string): Coordinates | undefined {
  const normalized = normalizeSwedishPostcode(postcode);
  return normalized ? BY_AREA.get(normalized.slice(0, 3)) : undefined;
}
