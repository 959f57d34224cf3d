/** A content block as seeded: the same id in each language it has; `key` is how the console asks for it. */
export interface SeededBlock {
  id: number;
  key: string;
  home?: boolean;
  sv: { subject: string; content: string };
  en?: { subject: string; content: string };
}

/** The seven information pages, in the order of the console's Information menu. */
export const INFO_PAGES = ['about', 'guide', 'faq', 'news', 'carriers', 'packaging', 'insurance'] as const;
export type InfoPage = (typeof INFO_PAGES)[number];
export const infoPageKey = (page: InfoPage) => `freight.info.${page}`;

/**
 * The texts the portal starts with (an admin edits them later through /api/content). Ids are stable so a
 * link to /content/{id} keeps working; admin-made blocks start at 1000.
 */
export const SEEDED_BLOCKS: readonly SeededBlock[] = [
  {
    id: 1,
    key: 'freight.page.loggedout',
    sv: {
      subject: 'Välkommen till Frakt',
      content:
        '<p>Frakt är fraktportalen för företag och privatpersoner. Jämför transportörernas produkter och priser, boka ' +
        'försändelser, skriv ut fraktsedlar och följ dina sändningar på ett ställe.</p>' +
        '<ul><li>Priser från flera transportörer sida vid sida</li><li>Bokning och fraktsedel på några minuter</li>' +
        '<li>Adressbok, reklamationer och fakturor samlade</li></ul>' +
        '<p>Är du inte medlem än? Prova demon och se vad det kostar att skicka.</p>',
    },
    en: {
      subject: 'Welcome to Frakt',
      content:
        "<p>Frakt is the freight portal for businesses and private senders. Compare the carriers' products and prices, book " +
        'consignments, print waybills and follow your shipments in one place.</p>' +
        '<ul><li>Prices from several carriers side by side</li><li>Booking and waybill in a few minutes</li>' +
        '<li>Address book, complaints and invoices in one place</li></ul>' +
        '<p>Not a member yet? Try the demo and see what it costs to send.</p>',
    },
  },
  {
    id: 2,
    key: 'freight.error.site',
    // Empty: no banner. An admin fills it in when there is something every visitor must know.
    sv: { subject: 'Driftinformation', content: '' },
    en: { subject: 'Service information', content: '' },
  },
  {
    id: 3,
    key: 'freight.page.home',
    home: true,
    sv: {
      subject: 'Ny försändelse',
      content: '<p>Börja med vad du ska skicka och vart, så visar vi vilka produkter som passar och vad de kostar.</p>',
    },
    en: {
      subject: 'New shipment',
      content: '<p>Start with what you are sending and where, and we will show which products fit and what they cost.</p>',
    },
  },
  {
    id: 10,
    key: infoPageKey('about'),
    sv: {
      subject: 'Om Frakt',
      content:
        '<p>Frakt samlar Sveriges största transportörer i en portal. Som medlem får du avtalade priser hos UPS, PostNord, ' +
        'DB Schenker, DHL och fler, utan att teckna egna avtal med var och en.</p>' +
        '<p>Vi finns i Göteborg och Stockholm. Kundtjänst nås vardagar 08–17 på <a href="mailto:kundtjanst@frakt.se">kundtjanst@frakt.se</a>.</p>',
    },
    en: {
      subject: 'About Frakt',
      content:
        "<p>Frakt brings Sweden's largest carriers together in one portal. As a member you get agreed prices with UPS, PostNord, " +
        'DB Schenker, DHL and more, without signing agreements with each of them.</p>' +
        '<p>We are based in Gothenburg and Stockholm. Customer service answers weekdays 08–17 at <a href="mailto:kundtjanst@frakt.se">kundtjanst@frakt.se</a>.</p>',
    },
  },
  {
    id: 11,
    key: infoPageKey('guide'),
    sv: {
      subject: 'Så skickar du',
      content:
        '<ol><li><strong>Försändelse och kolli:</strong> ange från och till (postnummer och land) och varje kollis vikt och mått.</li>' +
        '<li><strong>Jämför:</strong> välj bland produkterna som passar; priset visas exklusive moms.</li>' +
        '<li><strong>Parter:</strong> fyll i avsändare och mottagare. Kryssa i avisering om mottagaren ska få ett förhandsbesked per e-post.</li>' +
        '<li><strong>Upphämtning och tillval:</strong> välj datum och tid, tillval och eventuell försäkring.</li>' +
        '<li><strong>Boka:</strong> skriv ut fraktsedeln och fäst den på kollit.</li></ol>',
    },
    en: {
      subject: 'How to send',
      content:
        "<ol><li><strong>Consignment and goods:</strong> enter from and to (postcode and country) and each package's weight and size.</li>" +
        '<li><strong>Compare:</strong> choose among the products that fit; prices are shown excluding VAT.</li>' +
        '<li><strong>Parties:</strong> fill in consignor and consignee. Tick notification if the consignee should get a pre-notice by e-mail.</li>' +
        '<li><strong>Pickup and options:</strong> choose date and time, options and insurance if needed.</li>' +
        '<li><strong>Book:</strong> print the waybill and attach it to the package.</li></ol>',
    },
  },
  {
    id: 12,
    key: infoPageKey('faq'),
    sv: {
      subject: 'Vanliga frågor',
      content:
        '<h3>När hämtas mitt paket?</h3><p>På den dag och inom det tidsfönster du valde vid bokningen. Bokar du efter transportörens brytpunkt flyttas upphämtningen till nästa arbetsdag.</p>' +
        '<h3>Kan jag ändra en bokad försändelse?</h3><p>Nej, en bokad försändelse kan inte ändras. Kontakta kundtjänst om något blivit fel.</p>' +
        '<h3>Vad gör jag om godset är skadat?</h3><p>Gör en reklamation under Reklamationer. Är försändelsen försäkrad kan du också göra ett försäkringsanspråk.</p>' +
        '<h3>Hur får jag faktura?</h3><p>Fakturor skickas två gånger i månaden och finns under Fakturahistorik.</p>',
    },
    en: {
      subject: 'Frequently asked questions',
      content:
        "<h3>When is my package collected?</h3><p>On the day and within the time window you chose when booking. If you book after the carrier's cut-off time, pickup moves to the next working day.</p>" +
        '<h3>Can I change a booked consignment?</h3><p>No, a booked consignment cannot be changed. Contact customer service if something went wrong.</p>' +
        '<h3>What do I do if the goods are damaged?</h3><p>File a complaint under Complaints. If the consignment is insured you can also make an insurance claim.</p>' +
        '<h3>How am I invoiced?</h3><p>Invoices are sent twice a month and are listed under Invoice history.</p>',
    },
  },
  {
    id: 13,
    key: infoPageKey('news'),
    sv: { subject: 'Nyheter', content: '<p>Här berättar vi om nya transportörer, prisändringar och driftinformation.</p>' },
    en: { subject: 'News', content: '<p>Here we tell you about new carriers, price changes and service information.</p>' },
  },
  {
    id: 14,
    key: infoPageKey('carriers'),
    sv: {
      subject: 'Transportörer',
      content:
        '<p>Du väljer själv vilka transportörer som ska visas under Profilinställningar.</p>' +
        '<ul><li><strong>UPS</strong> – expressleveranser inom Sverige och till hela världen, med digitala tullhandlingar.</li>' +
        '<li><strong>PostNord</strong> – paket till företag och privatpersoner, med utlämning hos ombud.</li>' +
        '<li><strong>DB Schenker</strong> – styckegods och pall inom Norden och Europa.</li>' +
        '<li><strong>DHL Express</strong> – expressleveranser till hela världen, dörr till dörr.</li></ul>',
    },
    en: {
      subject: 'Carriers',
      content:
        '<p>You choose which carriers are shown under Profile settings.</p>' +
        '<ul><li><strong>UPS</strong> – express deliveries within Sweden and worldwide, with paperless customs documents.</li>' +
        '<li><strong>PostNord</strong> – parcels to businesses and private persons, with collection at service points.</li>' +
        '<li><strong>DB Schenker</strong> – part loads and pallets within the Nordics and Europe.</li>' +
        '<li><strong>DHL Express</strong> – express deliveries worldwide, door to door.</li></ul>',
    },
  },
  {
    id: 15,
    key: infoPageKey('packaging'),
    sv: {
      subject: 'Förpackning',
      content:
        '<p>Packa så att godset tål att staplas och hanteras maskinellt:</p>' +
        '<ul><li>Använd en stadig kartong och fyll tomrum med stoppning.</li><li>Tejpa alla skarvar med bred tejp.</li>' +
        '<li>Ta bort gamla etiketter och fäst fraktsedeln på den största sidan.</li><li>Pall: plasta och spänn fast godset så att det inte sticker utanför pallen.</li></ul>' +
        '<p>Emballage kan köpas via Köp förpackning i menyn.</p>',
    },
    en: {
      subject: 'Packaging',
      content:
        '<p>Pack so that the goods can be stacked and handled by machines:</p>' +
        '<ul><li>Use a sturdy box and fill empty space with padding.</li><li>Tape every seam with wide tape.</li>' +
        '<li>Remove old labels and attach the waybill to the largest side.</li><li>Pallets: wrap and strap the goods so nothing sticks out of the pallet.</li></ul>' +
        '<p>Packaging can be bought through Buy packaging in the menu.</p>',
    },
  },
  {
    id: 16,
    key: infoPageKey('insurance'),
    sv: {
      subject: 'Försäkring',
      content:
        '<p>Transportörens ansvar är begränsat enligt villkoren för varje transportslag. Med vår transportförsäkring ersätts godsets värde vid förlust eller skada.</p>' +
        '<ul><li>Varuvärde från 1 000 kr upp till 1 000 000 kr per försändelse.</li><li>Premien visas innan du bokar.</li>' +
        '<li>Skador anmäls under Reklamationer inom den tid som anges i villkoren, med bilder och kvitto på varuvärdet.</li></ul>',
    },
    en: {
      subject: 'Insurance',
      content:
        "<p>The carrier's liability is limited by the terms of each mode of transport. With our transport insurance the value of the goods is paid if they are lost or damaged.</p>" +
        '<ul><li>Goods value from SEK 1,000 up to SEK 1,000,000 per consignment.</li><li>The premium is shown before you book.</li>' +
        '<li>Report damage under Complaints within the time given in the terms, with pictures and a receipt for the goods value.</li></ul>',
    },
  },
];
