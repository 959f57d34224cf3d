// Shared by scenarios/quote.mjs and scenarios/quote-1500.mjs: a realistic consignment and the price call
// that quotes it against every product the portal offers for it.

/**
 * What the client sends for a booking in progress: 3 parcels of 12 kg Stockholm → Göteborg, company to
 * company, the consignment object as the server gave it (parties with contacts, an e-mail notice).
 */
export const CONSIGNMENT = {
  orderNo: 'BENCH00000000001',
  part: [
    {
      role: 'consignor',
      address: { name: 'Annas Blommor AB', addressLine: ['Sveavägen 10', ''], postcode: '111 57', city: 'Stockholm', countrycode: 'SE' },
      reference: { reference: 'Order 4711' },
      communication: {
        contactPerson: 'Anna Andersson',
        phone: '08-123 45 67',
        mobile: { value: '0701234567', notify: true },
        email: { value: 'anna@annasblommor.example', notify: true },
      },
    },
    {
      role: 'consignee',
      address: { name: 'Blomsterlagret Väst AB', addressLine: ['Hamngatan 2', ''], postcode: '41304', city: 'Göteborg', countrycode: 'SE' },
      reference: { reference: 'Inköp 99', customerNo: 'K-1001' },
      communication: { contactPerson: 'Lars Lager', phone: '031-10 20 30', email: { value: 'lager@blomsterlagret.example', notify: true } },
    },
  ],
  goodsItem: [
    {
      id: 'AB12CD',
      noOfPackages: 3,
      weight: 36,
      length: 60,
      width: 40,
      height: 40,
      packageType: 'parcel',
      goodsType: 'Standard',
      isStackable: true,
    },
  ],
  transportProduct: { serviceOption: [{ type: 'NOTIFY_EMAIL', value: 'lager@blomsterlagret.example' }] },
};

/**
 * Signs in as anna, asks the filter which products can carry the consignment (guarantee products
 * included), and builds the price call: one consignment per offered product. Checks that every one
 * gets a price. A quote = one consignment priced against one product.
 */
export async function quoteRequest(ctx) {
  const { username, password, customerId } = ctx.accounts.anna;
  const session = await ctx.signIn(username, password);
  const headers = { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' };
  // The customer profile reaches shipping as an event shortly after start: wait for it.
  let offered;
  for (let attempt = 0; ; attempt++) {
    const { status, body } = await ctx.http('portal', 'POST', '/api/freightservice/filter/', {
      headers,
      body: { consignment: CONSIGNMENT, guaranteeService: true, custId: customerId },
    });
    if (status === 200) {
      offered = body.freightServices.map((s) => s.templateName);
      break;
    }
    if (status !== 503 || attempt > 50) throw new Error(`filter answered ${status}: ${JSON.stringify(body)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!offered.length) throw new Error('the filter offered no product for the bench consignment');
  const consignments = offered.map((templateName) => ({ ...CONSIGNMENT, templateName }));
  const { status, body } = await ctx.http('portal', 'POST', '/api/consignment/price/', { headers, body: consignments });
  if (status !== 200) throw new Error(`price answered ${status}: ${JSON.stringify(body)}`);
  const unpriced = body.filter((r) => r.errors.length || r.total === null);
  if (unpriced.length) throw new Error(`not priced: ${JSON.stringify(unpriced)}`);
  return {
    products: offered,
    sample: body,
    options: { method: 'POST', path: '/api/consignment/price/', headers, body: JSON.stringify(consignments) },
  };
}

/** Quotes per second beside the hello ceiling of the same run, for the table's note. */
export function quoteSummary(result, products, extra = '') {
  const quotesPerSecond = result.requests.average * products.length;
  return {
    productsPerRequest: products.length,
    products,
    quotesPerSecond,
    note: `${Math.round(quotesPerSecond)} quotes/s (${products.length} products per call: ${products.join(', ')}); p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms per call${extra}`,
  };
}
