import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { CompletionErrors } from './completionRules';
import { COUNTRIES } from './countries';
import { EXTRA_ROLES, newExtraPart, type ExtraPartDraft, type ExtraParts, type ExtraRole } from './extraParts';
import { fieldError } from './PartyCard';

interface ExtraPartsCardProps {
  parts: ExtraParts | undefined;
  errors: CompletionErrors;
  onChange(parts: ExtraParts): void;
}

/** Step 3's optional parts (spec 3): each added with a tick, then its name and address. */
export const ExtraPartsCard = ({ parts, errors, onChange }: ExtraPartsCardProps) => {
  const translate = useTranslate();
  const set = (role: ExtraRole, part: ExtraPartDraft | undefined) => {
    const next = { ...parts };
    if (part) next[role] = part;
    else delete next[role];
    onChange(next);
  };
  const field = (role: ExtraRole, part: ExtraPartDraft, name: keyof ExtraPartDraft, label: string, flex: string) => (
    <TextField
      required
      label={translate(label)}
      value={part[name]}
      onChange={(event) => set(role, { ...part, [name]: event.target.value })}
      slotProps={{ htmlInput: { 'data-testid': `${role}-${name}` } }}
      sx={{ flex }}
      {...fieldError(errors, `${role}.${name}`, translate)}
    />
  );
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="extra-parts">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('shipment.complete.extraParts')}
        </Typography>
        {EXTRA_ROLES.map((role) => {
          const part = parts?.[role];
          return (
            <Box key={role} data-testid={`extra-${role}`}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={!!part}
                    onChange={(event) => set(role, event.target.checked ? newExtraPart() : undefined)}
                    slotProps={{ input: { 'data-testid': `${role}-added` } as object }}
                  />
                }
                label={translate(`shipment.complete.roles.${role}`)}
              />
              {part && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pl: { sm: 4 } }}>
                  {field(role, part, 'name', 'shipment.complete.name', '1 1 220px')}
                  {field(role, part, 'address1', 'shipment.complete.address1', '1 1 220px')}
                  {field(role, part, 'postcode', 'shipment.postcode', '0 1 120px')}
                  {field(role, part, 'city', 'shipment.city', '1 1 160px')}
                  <TextField
                    select
                    label={translate('shipment.country')}
                    value={part.countrycode}
                    onChange={(event) => set(role, { ...part, countrycode: event.target.value })}
                    slotProps={{
                      select: { native: true },
                      inputLabel: { shrink: true },
                      htmlInput: { 'data-testid': `${role}-countrycode` },
                    }}
                    sx={{ flex: '1 1 180px' }}
                  >
                    {COUNTRIES.map((country) => (
                      <option key={country.code} value={country.code}>
                        {country.name}
                      </option>
                    ))}
                  </TextField>
                </Box>
              )}
            </Box>
          );
        })}
      </CardContent>
    </Card>
  );
};
