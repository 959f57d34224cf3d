/**
 * The seller printed on every invoice (Swedish VAT law, 17 ch. 24 § ML): name, address, organisation and
 * VAT registration numbers, F-skatt approval, and the bankgiro payments go to.
 */
export const SELLER = Object.freeze({
  name: 'Frakt Sverige AB',
  address: 'Godsvägen 12',
  postcode: '417 05',
  city: 'Göteborg',
  orgNo: '556789-0123',
  vatNo: 'SE556789012301',
  fSkatt: 'Godkänd för F-skatt',
  bankgiro: '5050-1055',
  email: 'faktura@frakt.se',
});
