/** The current terms for extended credit time; an application names the version its member accepted. */
export const PAY_LATER_TERMS = Object.freeze({
  version: '2026-11-01',
  days: 60,
  standardDays: 30,
  title: 'Villkor för förlängd kredittid',
  text: [
    'Med förlängd kredittid förfaller fakturor 60 dagar efter fakturadatum i stället för 30.',
    'Kredittiden gäller fakturor som utfärdas efter att ansökan har godkänts.',
    'Frakt gör en kreditprövning av företaget innan ansökan godkänns.',
    'Vid försenad betalning debiteras dröjsmålsränta enligt räntelagen och bokning kan spärras tills förfallna fakturor är betalda.',
    'Frakt kan återkalla den förlängda kredittiden med 30 dagars varsel.',
  ],
});
