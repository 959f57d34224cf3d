import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../format/money';
import type { CompletionErrors } from './completionRules';
import type { OptionChoice } from './completion';
import { fieldError } from './PartyCard';
import type { ServiceOption } from './product';

interface ServiceOptionsCardProps {
  options: readonly ServiceOption[];
  choices: Record<string, OptionChoice>;
  errors: CompletionErrors;
  conflicting: readonly ServiceOption[];
  onChoice(type: string, choice: OptionChoice): void;
}

/**
 * The chosen product's service options: a choice each, a value field for options with a format.
 * A price-less option cannot be priced, so it cannot be chosen (spec 5 and 8).
 */
export const ServiceOptionsCard = ({ options, choices, errors, conflicting, onChoice }: ServiceOptionsCardProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    // Sized by its options: a flex basis in step 3's column would be a fixed height that clips them.
    <Card variant="outlined" sx={{ flex: 'none' }} data-testid="service-options">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('shipment.complete.serviceOptions')}
        </Typography>
        {options.length === 0 && <Typography color="text.secondary">{translate('shipment.complete.noServiceOptions')}</Typography>}
        {options.map((option) => {
          const choice = choices[option.type] ?? { chosen: false, value: '' };
          const chosen = choice.chosen && !option.priceless;
          return (
            <Box
              key={option.type}
              data-testid={`option-${option.type}`}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}
            >
              <FormControlLabel
                sx={{ flex: '1 1 260px' }}
                control={
                  <Checkbox
                    checked={chosen}
                    disabled={option.priceless}
                    onChange={(event) => onChoice(option.type, { ...choice, chosen: event.target.checked })}
                    slotProps={{ input: { 'data-testid': `option-${option.type}-chosen` } as object }}
                  />
                }
                label={
                  <span>
                    {option.name}
                    {option.priceless ? (
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                        {translate('error.pricelessOption')}
                      </Typography>
                    ) : (
                      option.price && Number(option.price) > 0 && ` (${formatMoney(option.price, locale)})`
                    )}
                  </span>
                }
              />
              {chosen && option.format !== null && (
                <TextField
                  size="small"
                  label={translate('shipment.complete.optionValue')}
                  value={choice.value}
                  onChange={(event) => onChoice(option.type, { ...choice, value: event.target.value })}
                  slotProps={{ htmlInput: { 'data-testid': `option-${option.type}-value`, 'data-format': option.format } }}
                  sx={{ flex: '1 1 200px' }}
                  {...fieldError(errors, `options.${option.type}`, translate)}
                />
              )}
            </Box>
          );
        })}
        {conflicting.length > 0 && (
          <Alert severity="warning" data-testid="option-conflict">
            {translate('shipment.complete.optionConflict', { options: conflicting.map((option) => option.name).join(', ') })}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
};
