import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { usePricesInclVatFirst } from '../customer';
import { formatMoney, toOre } from '../format/money';
import { orderedLines, serverErrorText, type PriceAnswer, type WireAmount } from './pricing';

/** The server answered a price (no errors, a total). */
export const isPriced = (price: PriceAnswer | undefined): boolean =>
  !!price && price.errors.length === 0 && price.total !== undefined && price.total !== null;

/**
 * One price breakdown for every step (issue 20): the server's lines (freight and its surcharges,
 * each option, insurance), the sum excl. VAT, VAT and the total incl. VAT. Every amount is the
 * server's, formatted by the console's one money formatter.
 */
export const PriceBreakdown = ({ price, testId = 'price-breakdown' }: { price: PriceAnswer; testId?: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const inclVatFirst = usePricesInclVatFirst();
  const money = (amount: WireAmount) => formatMoney(amount, locale, price.currency) ?? '–';
  const priced = isPriced(price);
  // Only a transport leaving the EU is priced without VAT on a positive price (10 kap. 68 § ML): say why it is zero.
  const exempt = priced && toOre(price.vat) === 0 && (toOre(price.priceExclVat) ?? 0) > 0;
  // A private sender reads what they pay first (issue 29); a business reads it last, under the sums excl. VAT.
  const total = (last: boolean) => (
    <TableRow>
      <TableCell sx={{ fontWeight: 700, borderBottom: last ? 0 : undefined }}>{translate('shipment.priceInclVat')}</TableCell>
      <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap', borderBottom: last ? 0 : undefined }} data-testid="price-total">
        {money(price.total)}
      </TableCell>
    </TableRow>
  );
  return (
    <div data-testid={testId}>
      <Table size="small" aria-label={translate('shipment.breakdown')}>
        <TableBody>
          {priced && inclVatFirst && total(false)}
          {orderedLines(price.breakdown).map((line, index) => (
            <TableRow key={`${line.kind ?? ''}-${index}`} data-testid={`price-line-${line.kind ?? 'other'}`}>
              <TableCell>{line.label ?? line.kind}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="price-line-amount">
                {money(line.amount)}
              </TableCell>
            </TableRow>
          ))}
          {priced && (
            <>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{translate('shipment.priceExclVat')}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="price-net">
                  {money(price.priceExclVat)}
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell data-testid="price-vat-label" sx={{ borderBottom: inclVatFirst ? 0 : undefined }}>
                  {translate(exempt ? 'shipment.vatExportExempt' : 'shipment.vat')}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', borderBottom: inclVatFirst ? 0 : undefined }} data-testid="price-vat">
                  {money(price.vat)}
                </TableCell>
              </TableRow>
              {!inclVatFirst && total(true)}
            </>
          )}
        </TableBody>
      </Table>
      {!priced && price.errors.length > 0 && (
        <Typography variant="body2" color="error" sx={{ mt: 1 }} data-testid="price-errors">
          {price.errors.map(serverErrorText).filter(Boolean).join(' ')}
        </Typography>
      )}
    </div>
  );
};
