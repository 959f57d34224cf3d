/** Texts of the member dashboard (issue 33); Swedish and English with the same keys. */
const sv = {
  dashboard: {
    intro: 'Dina försändelser, kostnader, leveransprecision och klimatpåverkan för perioden, från dina bokningar.',
    colleagues: 'Med kollegorna i ditt företag.',
    from: 'Från månad',
    to: 'Till månad',
    loading: 'Hämtar siffror …',
    empty: 'Inga bokade försändelser under perioden.',
    showTable: 'Visa som tabell',
    report: {
      title: 'Årsrapport över utsläpp',
      year: 'År',
      pdf: 'Ladda ner PDF',
      csv: 'Ladda ner CSV',
      intro:
        'Försändelser, tonkilometer och CO2e per transportör, produkt och transportsätt, med metod och faktorer, för er hållbarhetsredovisning.',
    },
    exportCsv: 'Exportera CSV',
    kpi: {
      consignments: 'Försändelser',
      spend: 'Fraktkostnad exkl. moms',
      co2e: 'Utsläpp',
      onTime: 'I tid',
      incidents: 'Reklamationer och skador per 1 000',
    },
    spend: { title: 'Fraktkostnad per månad och transportör', month: 'Månad', carrier: 'Transportör', amount: 'Kostnad (kr)' },
    weekly: { title: 'Försändelser per vecka', week: 'Vecka (måndag)', consignments: 'Försändelser' },
    onTime: {
      title: 'Leverans i tid per transportör och produkt',
      carrier: 'Transportör',
      product: 'Produkt',
      delivered: 'Levererade',
      onTime: 'I tid',
      rate: 'Andel i tid (%)',
      note: 'Leveransdag jämförd med produktens utlovade leveransdagar i svenska arbetsdagar (helgdagar räknas inte).',
      none: 'Inga leveranser rapporterade ännu.',
    },
    incidents: {
      title: 'Reklamationer och skadeanmälningar',
      complaints: 'Reklamationer',
      claims: 'Skadeanmälningar',
      per1000: 'Per 1 000 försändelser',
    },
    emissions: {
      title: 'Utsläpp per månad (kg CO2e)',
      month: 'Månad',
      kg: 'kg CO2e',
      perConsignment: 'kg CO2e per försändelse',
      tonneKm: 'Tonkilometer',
      method: 'Beräknat enligt EN ISO 14083 och GLEC Framework, från källa till hjul, per bokning.',
    },
  },
};

const en: typeof sv = {
  dashboard: {
    intro: 'Your consignments, costs, delivery performance and climate impact for the period, from your bookings.',
    colleagues: 'Including the colleagues of your company.',
    from: 'From month',
    to: 'To month',
    loading: 'Loading figures …',
    empty: 'No booked consignments in the period.',
    showTable: 'Show as a table',
    report: {
      title: 'Yearly emissions report',
      year: 'Year',
      pdf: 'Download PDF',
      csv: 'Download CSV',
      intro: 'Consignments, tonne-km and CO2e per carrier, product and mode, with the method and factors, for your sustainability report.',
    },
    exportCsv: 'Export CSV',
    kpi: {
      consignments: 'Consignments',
      spend: 'Freight cost excl. VAT',
      co2e: 'Emissions',
      onTime: 'On time',
      incidents: 'Complaints and claims per 1,000',
    },
    spend: { title: 'Freight cost per month and carrier', month: 'Month', carrier: 'Carrier', amount: 'Cost (SEK)' },
    weekly: { title: 'Consignments per week', week: 'Week (Monday)', consignments: 'Consignments' },
    onTime: {
      title: 'On-time delivery per carrier and product',
      carrier: 'Carrier',
      product: 'Product',
      delivered: 'Delivered',
      onTime: 'On time',
      rate: 'Share on time (%)',
      note: "Delivery day compared with the product's promised delivery days in Swedish working days (holidays excluded).",
      none: 'No deliveries reported yet.',
    },
    incidents: {
      title: 'Complaints and insurance claims',
      complaints: 'Complaints',
      claims: 'Insurance claims',
      per1000: 'Per 1,000 consignments',
    },
    emissions: {
      title: 'Emissions per month (kg CO2e)',
      month: 'Month',
      kg: 'kg CO2e',
      perConsignment: 'kg CO2e per consignment',
      tonneKm: 'Tonne-km',
      method: 'Estimated by EN ISO 14083 and the GLEC Framework, well to wheel, per booking.',
    },
  },
};

export const dashboardMessages = { sv, en };
