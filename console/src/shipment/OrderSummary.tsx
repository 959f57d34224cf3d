import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { pickupMoves, pickupTimeFromServer, windowText } from './pickupTime';
import { countryName } from './countries';
import { partOf, type OrderDetail } from './fromOrder';
import { accessPointOf } from './pickupPoints';
import { formatMoney, formatWeight } from '../format/money';
import { EXTRA_ROLES } from './extraParts';
import { isPackageType, weightPerPackage } from './goods';
import type { FreightServiceDetail } from './product';

type Part = ReturnType<typeof partOf>;

/**
 * "Name, street, 41301 Göteborg, Sverige" for the summary; the send list's cards leave the street
 * out (spec 2.7: name, postcode, city, country name).
 */
export const placeText = (part: Part, withStreet = true) => {
  const address = part?.address ?? {};
  const cityLine = [address.postcode, address.city].filter(Boolean).join(' ');
  const street = withStreet ? address.addressLine?.[0] : undefined;
  return [address.name, street, cityLine, address.state, address.countrycode && countryName(address.countrycode)]
    .filter(Boolean)
    .join(', ');
};

/** A decimal amount of the wire ("1234.50") as money in the screen's language (the console's one formatter). */
export const amountText = (amount: string | number | null | undefined, currency: string | null | undefined, language: string) =>
  formatMoney(amount, language, currency);

const Row = ({ label, testId, children }: { label: string; testId: string; children: ReactNode }) => (
  <TableRow>
    <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: 220, verticalAlign: 'top' }}>
      {label}
    </TableCell>
    <TableCell data-testid={testId}>{children}</TableCell>
  </TableRow>
);

/** Step 4's summary of an order (spec 2.8): from, to, goods, product, pickup, options, price excl. VAT, insurance. */
export const OrderSummary = ({ order, product }: { order: OrderDetail; product?: FreightServiceDetail }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const consignment = order.consignment ?? {};
  const pickup = consignment.transportProduct?.pickup;
  const options = consignment.transportProduct?.serviceOption ?? [];
  // The pickup point chosen in step 3, as the carrier describes it (saved as the accessPoint part).
  const accessPoint = accessPointOf(consignment.part);
  const saved = pickup?.date
    ? { date: pickup.date.slice(0, 10), earliest: pickupTimeFromServer(pickup.earliest), latest: pickupTimeFromServer(pickup.latest) }
    : undefined;
  const moved = saved && pickupMoves(saved, new Date(), product?.pickupTime);
  const optionName = (type: string) => product?.serviceOptions.find((option) => option.type === type)?.name ?? type;
  const price = amountText(order.calculatedPrice, order.calculatedCurrency, locale);
  const goodsValue = amountText(order.goodsValue, order.calculatedCurrency, locale);
  const premium = amountText(order.insurancePrice, order.calculatedCurrency, locale);

  return (
    <Table size="small" data-testid="order-summary">
      <TableBody>
        <Row label={translate('shipment.book.orderNo')} testId="summary-orderNo">
          {order.orderNo}
        </Row>
        <Row label={translate('shipment.book.from')} testId="summary-from">
          {placeText(partOf(consignment, 'consignor'))}
        </Row>
        <Row label={translate('shipment.book.to')} testId="summary-to">
          {placeText(partOf(consignment, 'consignee'))}
        </Row>
        {EXTRA_ROLES.map((role) => {
          const part = consignment.part?.find((candidate) => candidate.role === role);
          return (
            part && (
              <Row key={role} label={translate(`shipment.complete.roles.${role}`)} testId={`summary-${role}`}>
                {placeText(part)}
              </Row>
            )
          );
        })}
        {accessPoint && (
          <Row label={translate('shipment.pickupPoints.chosen')} testId="summary-accessPoint">
            {[accessPoint.name, accessPoint.street, `${accessPoint.postcode} ${accessPoint.city}`.trim()].filter(Boolean).join(', ')}
          </Row>
        )}
        <Row label={translate('shipment.book.goods')} testId="summary-goods">
          {(consignment.goodsItem ?? []).map((item, index) => (
            <div key={item.id ?? index}>
              {translate('shipment.book.goodsLine', {
                count: item.noOfPackages ?? 1,
                type: isPackageType(item.packageType) ? translate(`shipment.packageTypes.${item.packageType}`) : (item.packageType ?? ''),
                // "Vikt per kolli" as step 1 asked for it, and the row's total the price is read at.
                weight: formatWeight(weightPerPackage(item.weight ?? 0, item.noOfPackages ?? 1), locale),
                total: formatWeight(item.weight ?? 0, locale),
                length: item.length ?? '',
                width: item.width ?? '',
                height: item.height ?? '',
              })}
            </div>
          ))}
        </Row>
        <Row label={translate('shipment.book.product')} testId="summary-product">
          {[product?.supplier, product?.templateSubject || order.templateName].filter(Boolean).join(' · ')}
        </Row>
        {order.noPickup && (
          <Row label={translate('shipment.book.pickup')} testId="summary-pickup">
            {translate('shipment.book.dropOff')}
          </Row>
        )}
        {!order.noPickup && pickup?.date && (
          <Row label={translate('shipment.book.pickup')} testId="summary-pickup">
            {windowText(saved!, locale)}
            {/* What booking now would make of it (the server's rule), said before "Boka" (issue 29). */}
            {!order.dateBooked && moved && (
              <div data-testid="summary-pickup-moved">{translate('shipment.book.pickupMoved', { window: windowText(moved, locale) })}</div>
            )}
          </Row>
        )}
        {order.carrierBooking?.pickup && (
          <Row label={translate('shipment.book.carrierPickup')} testId="summary-carrierPickup">
            {translate(`shipment.book.carrierPickupStates.${order.carrierBooking.pickup.state}`, {
              confirmationNo: order.carrierBooking.pickup.confirmationNo ?? '',
              carrierText: order.carrierBooking.pickup.carrierText ?? '',
            })}
          </Row>
        )}
        {options.length > 0 && (
          <Row label={translate('shipment.book.serviceOptions')} testId="summary-options">
            {options.map((option) => (
              <div key={option.type}>
                {optionName(option.type ?? '')}
                {option.value !== undefined && option.value !== '' ? `: ${option.value}` : ''}
              </div>
            ))}
          </Row>
        )}
        <Row label={translate('shipment.book.priceExclVat')} testId="summary-price">
          {price ?? translate('shipment.book.noPrice')}
        </Row>
        <Row label={translate('shipment.book.insurance')} testId="summary-insurance">
          {order.insured && goodsValue
            ? translate('shipment.book.insuredValue', { value: goodsValue, premium: premium ?? '–' })
            : translate('shipment.book.notInsured')}
        </Row>
        {order.senderOrderRef && (
          <Row label={translate('shipment.book.senderOrderRef')} testId="summary-senderOrderRef">
            {order.senderOrderRef}
          </Row>
        )}
      </TableBody>
    </Table>
  );
};
