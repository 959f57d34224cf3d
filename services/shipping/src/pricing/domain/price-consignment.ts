import { findPackageType, INSURANCE_MIN_PREMIUM_ORE, INSURANCE_RATE_BASIS_POINTS } from '@freight/reference-data';
import { type GoodsItemDraft, goodsTotals, normalizeGoodsItem, packageWeightKg } from '../../shared/freight/goods-rules';
import { insurancePremiumOre, validateGoodsValue } from './insurance';
import { isExportTransport } from '@freight/reference-data';
import { formatNumber, formatPercent, formatSek, percentOfOre, vatOf } from '../../shared/freight/money';
import { checkOptionValue } from './option-format';
import { checkAskedOptions } from './service-options';
import type {
  ConsignmentInput,
  FreightServiceDef,
  GoodsItemInput,
  Localized,
  PriceLine,
  PriceResult,
  Reason,
  ServiceOptionDef,
  Tariff,
} from '../../shared/freight/freight.types';
import { localizedParams, reason } from './reasons';
import { ZONE_NAMES, type ZoneId, zoneFor } from '../../shared/freight/zones';

/**
 * The price of one consignment with one product, from our own tariffs (no carrier is asked).
 *
 * 1. Zone from the two addresses ({@link zoneFor}); the product must go between their countries.
 * 2. Chargeable weight ({@link chargeableWeightKg}) → base freight from the tariff's weight break for
 *    the zone (the first break whose `upToKg` is at least the chargeable weight), or above the last
 *    break the last break's price plus the per-kg price for every kg beyond it.
 * 3. Minimum charge: a top-up line when the base freight is under the tariff's minimum.
 * 4. Fuel surcharge: the tariff's percentage of the freight (base + top-up), rounded once.
 * 5. Fixed prices: when every goods item fits one of the product's fixed prices (same package type, each
 *    package at most its `maxWeightKg`; the lowest tier that fits), the consignment costs the sum of those
 *    fixed prices instead of steps 2–4 — unless the tariff price is lower: a fixed price is a promise
 *    ("never more than"), so it never makes a consignment dearer, and the price can never drop when the
 *    goods get heavier (per-item replacement beside a degressive tariff would let it).
 * 6. Each service option asked for: offered by the product, value in the option's format, not price-less,
 *    no two conflicting → its price as a line.
 * 7. Insurance when asked for: goods value validated, premium as a line.
 * 8. Net = the lines' sum; VAT 25 % of the net (rounded once); total = net + VAT.
 *
 * Nothing throws: every problem is a Reason in `errors`; a result with errors has net, VAT and total 0
 * (its lines show what could be priced). Money is integer öre; see money.ts for the one rounding rule.
 */

/** Chargeable weight is rounded up to whole kilograms, and is at least 1 kg for goods. */
export const CHARGEABLE_WEIGHT_STEP_KG = 1;

/** Float noise under a millionth of a kg is dropped before rounding up. */
const NOISE_SCALE = 1_000_000;

function finiteNonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * The weight the tariff is read at: the greatest of the actual weight, volume × the product's
 * volume factor (kg/m³) and loading metres × its loading-metre factor (kg/LDM), over all the items,
 * rounded up to whole kg (float noise under a millionth of a kg is dropped first, so 0.4 LDM × 1 850 is
 * 740, not 741). 0 for no goods, else at least 1.
 */
export function chargeableWeightKg(
  items: readonly (GoodsItemDraft | GoodsItemInput)[],
  service: Pick<FreightServiceDef, 'volumeFactor' | 'loadingMetreFactor'>,
): number {
  return chargeableOfNormalized(items.map(normalizeGoodsItem), service);
}

function chargeableOfNormalized(
  items: readonly GoodsItemInput[],
  service: Pick<FreightServiceDef, 'volumeFactor' | 'loadingMetreFactor'>,
): number {
  if (items.length === 0) return 0;
  const totals = goodsTotals(items);
  const raw = Math.max(
    finiteNonNegative(totals.weightKg),
    finiteNonNegative(totals.volumeM3 * service.volumeFactor),
    finiteNonNegative(totals.loadingMetres * service.loadingMetreFactor),
  );
  const denoised = Math.round(raw * NOISE_SCALE) / NOISE_SCALE;
  return Math.max(CHARGEABLE_WEIGHT_STEP_KG, Math.ceil(denoised / CHARGEABLE_WEIGHT_STEP_KG) * CHARGEABLE_WEIGHT_STEP_KG);
}

/**
 * Base freight (öre) of a tariff for a zone at a chargeable weight (whole kg), or undefined when the
 * tariff has no price there (zone not in the tariff, or above the last break without a per-kg price).
 * The breaks may come in any order.
 */
export function basePriceOre(
  tariff: Tariff,
  zone: string,
  chargeableKg: number,
): { priceOre: number; breakUpToKg: number | 'above' } | undefined {
  let hit: Tariff['breaks'][number] | undefined;
  let last: Tariff['breaks'][number] | undefined;
  for (const b of tariff.breaks) {
    if (b.upToKg >= chargeableKg && (!hit || b.upToKg < hit.upToKg)) hit = b;
    if (!last || b.upToKg > last.upToKg) last = b;
  }
  if (hit) {
    const price = hit.priceOreByZone[zone];
    return price === undefined ? undefined : { priceOre: price, breakUpToKg: hit.upToKg };
  }
  const lastPrice = last?.priceOreByZone[zone];
  const perKg = tariff.perKgAboveOreByZone?.[zone];
  if (!last || lastPrice === undefined || perKg === undefined) return undefined;
  return { priceOre: lastPrice + Math.ceil(chargeableKg - last.upToKg) * perKg, breakUpToKg: 'above' };
}

function both(make: (lang: 'sv' | 'en') => string): Localized {
  return { sv: make('sv'), en: make('en') };
}

function tariffLines(tariff: Tariff, zone: ZoneId, chargeableKg: number, items: readonly GoodsItemInput[]): PriceLine[] | undefined {
  const base = basePriceOre(tariff, zone, chargeableKg);
  if (!base) return undefined;
  const totals = goodsTotals(items);
  const zoneName = ZONE_NAMES[zone];
  const lines: PriceLine[] = [
    {
      kind: 'freight',
      label: {
        sv: `Frakt zon ${zone} (${zoneName.sv}), ${formatNumber(chargeableKg, 'sv')} kg fraktdragande vikt`,
        en: `Freight zone ${zone} (${zoneName.en}), ${formatNumber(chargeableKg, 'en')} kg chargeable weight`,
      },
      amountOre: base.priceOre,
      detail: {
        zone,
        chargeableWeightKg: chargeableKg,
        actualWeightKg: totals.weightKg,
        volumeM3: totals.volumeM3,
        loadingMetres: totals.loadingMetres,
        breakUpToKg: base.breakUpToKg,
        tariffId: tariff.id,
      },
    },
  ];
  let freightOre = base.priceOre;
  if (freightOre < tariff.minChargeOre) {
    lines.push({
      kind: 'minimum_charge',
      label: both((lang) =>
        lang === 'sv'
          ? `Tillägg upp till minimidebitering ${formatSek(tariff.minChargeOre, lang)} kr`
          : `Top-up to the minimum charge of SEK ${formatSek(tariff.minChargeOre, lang)}`,
      ),
      amountOre: tariff.minChargeOre - freightOre,
      detail: { minChargeOre: tariff.minChargeOre },
    });
    freightOre = tariff.minChargeOre;
  }
  if (tariff.fuelSurchargeBasisPoints > 0) {
    lines.push({
      kind: 'fuel_surcharge',
      label: both(
        (lang) => `${lang === 'sv' ? 'Drivmedelstillägg' : 'Fuel surcharge'} ${formatPercent(tariff.fuelSurchargeBasisPoints, lang)}`,
      ),
      amountOre: percentOfOre(freightOre, tariff.fuelSurchargeBasisPoints),
      detail: { basisPoints: tariff.fuelSurchargeBasisPoints, onOre: freightOre },
    });
  }
  return lines;
}

/** One line per goods item when every item fits a fixed price of the product; else undefined. */
function fixedPriceLines(items: readonly GoodsItemInput[], service: FreightServiceDef): PriceLine[] | undefined {
  if (service.fixedPrices.length === 0 || items.length === 0) return undefined;
  const lines: PriceLine[] = [];
  for (const item of items) {
    const perPackage = packageWeightKg(item);
    let fit: FreightServiceDef['fixedPrices'][number] | undefined;
    for (const f of service.fixedPrices) {
      if (f.packageType === item.packageType && perPackage <= f.maxWeightKg && (!fit || f.maxWeightKg < fit.maxWeightKg)) fit = f;
    }
    if (!fit) return undefined;
    const type = findPackageType(item.packageType);
    const max = fit.maxWeightKg;
    lines.push({
      kind: 'fixed_price',
      label: {
        sv: `Fast pris ${item.noOfPackages} × ${(type?.nameSv ?? item.packageType).toLowerCase()} upp till ${formatNumber(max, 'sv')} kg`,
        en: `Fixed price ${item.noOfPackages} × ${type?.name ?? item.packageType} up to ${formatNumber(max, 'en')} kg`,
      },
      amountOre: fit.priceOre * item.noOfPackages,
      detail: { packageType: item.packageType, packages: item.noOfPackages, maxWeightKg: max, unitPriceOre: fit.priceOre },
    });
  }
  return lines;
}

function sum(lines: readonly PriceLine[]): number {
  return lines.reduce((total, line) => total + line.amountOre, 0);
}

function serves(service: FreightServiceDef, consignment: ConsignmentInput): boolean {
  const from = (consignment.from.countrycode ?? '').trim().toUpperCase();
  const to = (consignment.to.countrycode ?? '').trim().toUpperCase();
  return service.fromCountries.includes(from) && service.toCountries.includes(to);
}

function optionLines(
  asked: ConsignmentInput['serviceOptions'],
  service: FreightServiceDef,
  options: readonly ServiceOptionDef[],
  errors: Reason[],
): PriceLine[] {
  const lines: PriceLine[] = [];
  const offered = options.filter((o) => service.optionIds.includes(o.id));
  const { reasons } = checkAskedOptions(asked, offered, (def, value) => {
    const invalid = checkOptionValue(def.format, value);
    if (invalid) return { ...invalid, params: localizedParams('option', def.type, def.name) };
    if (def.priceOre === null) return reason('ERROR.PRICELESS_OPTION', localizedParams('option', def.type, def.name));
    lines.push({ kind: 'option', label: def.name, amountOre: def.priceOre, detail: { type: def.type, optionId: def.id } });
    return undefined;
  });
  errors.push(...reasons);
  return lines;
}

function insuranceLine(goodsValueOre: number | undefined, errors: Reason[]): PriceLine | undefined {
  const invalid = validateGoodsValue(goodsValueOre);
  if (invalid.length > 0 || goodsValueOre === undefined) {
    errors.push(...invalid);
    return undefined;
  }
  return {
    kind: 'insurance',
    label: both((lang) =>
      lang === 'sv'
        ? `Transportförsäkring, ${formatPercent(INSURANCE_RATE_BASIS_POINTS, lang)} av varuvärdet ${formatSek(goodsValueOre, lang)} kr, minst ${formatSek(INSURANCE_MIN_PREMIUM_ORE, lang)} kr`
        : `Transport insurance, ${formatPercent(INSURANCE_RATE_BASIS_POINTS, lang)} of the goods value SEK ${formatSek(goodsValueOre, lang)}, at least SEK ${formatSek(INSURANCE_MIN_PREMIUM_ORE, lang)}`,
    ),
    amountOre: insurancePremiumOre(goodsValueOre),
    detail: { goodsValueOre, basisPoints: INSURANCE_RATE_BASIS_POINTS, minimumOre: INSURANCE_MIN_PREMIUM_ORE },
  };
}

/**
 * Prices `consignment` with `service` (see the steps above). `tariff` is the product's tariff for the
 * customer's price list (undefined when it has none), `options` the product's service options (others
 * are ignored), `priceList` the customer's list; the result names the list of the tariff actually used.
 */
export function priceConsignment(
  consignment: ConsignmentInput,
  service: FreightServiceDef,
  tariff: Tariff | undefined,
  options: readonly ServiceOptionDef[],
  priceList: number,
): PriceResult {
  const errors: Reason[] = [];
  const lines: PriceLine[] = [];
  const items = consignment.goodsItems.map(normalizeGoodsItem);
  const zone = zoneFor(consignment.from, consignment.to);
  const chargeable = chargeableOfNormalized(items, service);

  const freight =
    zone && items.length > 0 && serves(service, consignment) ? freightOf(items, zone, chargeable, service, tariff) : undefined;
  if (freight) lines.push(...freight);
  else errors.push(reason('ERROR.PRICE_NOT_FOUND'));

  lines.push(...optionLines(consignment.serviceOptions ?? [], service, options, errors));
  if (consignment.insurance) {
    const line = insuranceLine(consignment.insurance.goodsValueOre, errors);
    if (line) lines.push(line);
  }

  const netOre = errors.length > 0 ? 0 : sum(lines);
  // Transport to a receiver outside the EU customs territory is exempt (10 kap. 68 § ML, @freight/reference-data
  // vat.ts): only the insurance premium keeps its VAT, as billing bills it.
  const taxableOre = isExportTransport(consignment.to.countrycode) ? sum(lines.filter((l) => l.kind === 'insurance')) : netOre;
  const vatOre = errors.length > 0 ? 0 : vatOf(taxableOre);
  return {
    templateName: service.templateName,
    code: service.code,
    priceList: tariff?.priceList ?? priceList,
    zone: zone ?? '',
    chargeableWeightKg: chargeable,
    lines,
    netOre,
    vatOre,
    totalOre: netOre + vatOre,
    currency: 'SEK',
    errors,
  };
}

/** The freight lines: the tariff's, or the fixed prices' when every item has one and they are not dearer. */
function freightOf(
  items: readonly GoodsItemInput[],
  zone: ZoneId,
  chargeable: number,
  service: FreightServiceDef,
  tariff: Tariff | undefined,
): PriceLine[] | undefined {
  const byTariff = tariff ? tariffLines(tariff, zone, chargeable, items) : undefined;
  const fixed = fixedPriceLines(items, service);
  if (fixed && (!byTariff || sum(fixed) <= sum(byTariff))) return fixed;
  return byTariff;
}
