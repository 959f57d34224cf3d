import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { CompletionErrors } from './completionRules';
import { fieldError } from './PartyCard';

interface InsuranceCardProps {
  /** The customer switched insurance off in its settings: none is offered (issue 29). */
  disabled?: boolean;
  insured: boolean;
  goodsValue: string;
  errors: CompletionErrors;
  onChange(value: { insured: boolean; goodsValue: string }): void;
}

/** Transport insurance: the goods value is mandatory when insured, SEK 1 000 to 1 000 000 (spec 5, 9). */
export const InsuranceCard = ({ disabled = false, insured, goodsValue, errors, onChange }: InsuranceCardProps) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ flex: 'none' }} data-testid="insurance">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('shipment.complete.insurance')}
        </Typography>
        {disabled && (
          <Typography variant="body2" data-testid="insurance-disabled">
            {translate('shipment.complete.insuranceDisabled')}
          </Typography>
        )}
        {!disabled && (
          <FormControlLabel
            control={
              <Checkbox
                checked={insured}
                onChange={(event) => onChange({ insured: event.target.checked, goodsValue })}
                slotProps={{ input: { 'data-testid': 'insured' } as object }}
              />
            }
            label={translate('shipment.complete.insured')}
          />
        )}
        {insured && (
          <TextField
            label={translate('shipment.complete.goodsValue')}
            value={goodsValue}
            onChange={(event) => onChange({ insured, goodsValue: event.target.value })}
            slotProps={{ htmlInput: { 'data-testid': 'goods-value', inputMode: 'decimal' } }}
            {...(fieldError(errors, 'goodsValue', translate).error
              ? fieldError(errors, 'goodsValue', translate)
              : { helperText: translate('shipment.complete.goodsValueHelp') })}
          />
        )}
      </CardContent>
    </Card>
  );
};
