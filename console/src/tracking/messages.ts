/** Texts of the public tracking page (/spara/{consignmentNo}), Swedish and English with the same keys. */
const en = {
  tracking: {
    heading: 'Track consignment {{consignmentNo}}',
    status: 'Status',
    town: 'Delivered to',
    postcodeLabel: "Receiver's postcode",
    postcodeHelp: "Give the receiver's postcode to see the whole journey",
    show: 'Show the journey',
    wrongPostcode: 'The postcode does not match the receiver: only the status and the town are shown',
    expected: 'Expected delivery',
    expectedDay: '{{day}}',
    expectedRange: '{{first}} – {{last}}',
    timeline: 'Journey',
    noEvents: 'No events from the carrier yet',
    carrierLink: "Follow it on the carrier's site",
    notFound: 'No booked consignment with that number',
    tooMany: 'Too many lookups from your address: try again in a minute',
    failed: 'Tracking could not be shown right now',
  },
};

const sv: typeof en = {
  tracking: {
    heading: 'Spåra försändelse {{consignmentNo}}',
    status: 'Status',
    town: 'Levereras till',
    postcodeLabel: 'Mottagarens postnummer',
    postcodeHelp: 'Ange mottagarens postnummer för att se hela resan',
    show: 'Visa resan',
    wrongPostcode: 'Postnumret stämmer inte med mottagarens: bara status och ort visas',
    expected: 'Beräknad leverans',
    expectedDay: '{{day}}',
    expectedRange: '{{first}} – {{last}}',
    timeline: 'Resan',
    noEvents: 'Inga händelser från transportören ännu',
    carrierLink: 'Följ den hos transportören',
    notFound: 'Ingen bokad försändelse med det numret',
    tooMany: 'För många sökningar från din adress: försök igen om en minut',
    failed: 'Spårningen kan inte visas just nu',
  },
};

export const trackingMessages = { en, sv };
