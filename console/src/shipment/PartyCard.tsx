import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Contact } from '../contacts/contact';
import { ContactPicker } from '../contacts/ContactPicker';
import { stateOptionsFor, type PartyDraft, type PartyRole } from './completion';
import { type CompletionErrors } from './completionRules';
import { useCityFill, type CityLookupApi } from './cityLookup';
import { COUNTRIES } from './countries';
import type { PlaceDraft } from './draft';

type Translate = ReturnType<typeof useTranslate>;

export const fieldError = (errors: CompletionErrors, path: string, translate: Translate) => {
  const error = errors[path];
  return error ? { error: true, helperText: translate(error.key, error.params) } : {};
};

const nativeSelect = (testId: string): TextFieldProps['slotProps'] => ({
  select: { native: true },
  htmlInput: { 'data-testid': testId },
  inputLabel: { shrink: true },
});

interface PartyCardProps {
  role: PartyRole;
  party: PartyDraft;
  place: PlaceDraft;
  errors: CompletionErrors;
  /** Shown only when the address book answered with contacts. */
  contacts: readonly Contact[];
  /** The product's flags (spec 5): name and mobile may be mandatory per party. */
  mandatory: { name: boolean; mobile: boolean };
  onParty(party: PartyDraft): void;
  onPlace(place: PlaceDraft): void;
  onContact(contact: Contact): void;
  /** The address book's search as the user types in the picker. */
  searchContacts?: (q: string) => Promise<Contact[]>;
  /** The consignee's card also chooses company or private person. */
  consigneeType?: { value: 'company' | 'private'; onChange(value: 'company' | 'private'): void };
  /** The postcode → city lookup: the city fills itself from a typed postcode ("City not found" when unknown). */
  lookupCity?: CityLookupApi['lookupCity'];
}

/** One party of the consignment (spec 3 "Part"): address with a state for US/CA/IE, contact and notices. */
export const PartyCard = ({
  role,
  party,
  place,
  errors,
  contacts,
  mandatory,
  onParty,
  onPlace,
  onContact,
  searchContacts,
  consigneeType,
  lookupCity,
}: PartyCardProps) => {
  const translate = useTranslate();
  const city = useCityFill(lookupCity, place.countrycode, place.postcode, place.city, (found) => onPlace({ ...place, city: found }));
  const states = stateOptionsFor(place.countrycode);
  const id = (field: string) => `${role}-${field}`;
  const text = (field: keyof PartyDraft & string, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      label={translate(`shipment.complete.${label}`)}
      value={party[field]}
      onChange={(event) => onParty({ ...party, [field]: event.target.value })}
      slotProps={{ htmlInput: { 'data-testid': id(field) } }}
      {...fieldError(errors, `${role}.${field}`, translate)}
      {...extra}
    />
  );
  const notify = (field: 'mobileNotify' | 'emailNotify', label: string) => (
    <FormControlLabel
      control={
        <Checkbox
          checked={party[field]}
          onChange={(event) => onParty({ ...party, [field]: event.target.checked })}
          slotProps={{ input: { 'data-testid': id(field) } as object }}
        />
      }
      label={translate(`shipment.complete.${label}`)}
    />
  );

  return (
    <Card variant="outlined" sx={{ flex: '1 1 420px' }} data-testid={`party-${role}`}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {translate(`shipment.complete.${role}`)}
        </Typography>
        {contacts.length > 0 && <ContactPicker contacts={contacts} search={searchContacts} onContact={onContact} testId={id('contact')} />}
        {consigneeType && (
          <TextField
            select
            label={translate('shipment.complete.consigneeType')}
            value={consigneeType.value}
            onChange={(event) => consigneeType.onChange(event.target.value === 'private' ? 'private' : 'company')}
            slotProps={nativeSelect('consignee-type')}
          >
            <option value="company">{translate('shipment.complete.consigneeTypes.company')}</option>
            <option value="private">{translate('shipment.complete.consigneeTypes.private')}</option>
          </TextField>
        )}
        {text('name', 'name', {
          required: mandatory.name,
          slotProps: { htmlInput: { 'data-testid': id('name'), autoComplete: 'organization' } },
        })}
        {text('address1', 'address1', { required: true })}
        {text('address2', 'address2')}
        <Box sx={{ display: 'flex', gap: 2 }}>
          <TextField
            required
            label={translate('shipment.postcode')}
            value={place.postcode}
            onChange={(event) => onPlace({ ...place, postcode: event.target.value })}
            slotProps={{ htmlInput: { 'data-testid': id('postcode') } }}
            sx={{ flex: '0 0 140px' }}
            {...fieldError(errors, `${role}.postcode`, translate)}
          />
          <TextField
            required
            label={translate('shipment.city')}
            value={place.city}
            onChange={(event) => onPlace({ ...place, city: event.target.value })}
            slotProps={{ htmlInput: { 'data-testid': id('city') }, formHelperText: { 'data-testid': id('city-help') } as object }}
            sx={{ flex: 1 }}
            helperText={city === 'notFound' ? translate('error.cityNotFound') : undefined}
            {...fieldError(errors, `${role}.city`, translate)}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            select
            label={translate('shipment.country')}
            value={place.countrycode}
            onChange={(event) => {
              onPlace({ ...place, countrycode: event.target.value });
              // A state belongs to its country.
              if (party.state) onParty({ ...party, state: '' });
            }}
            slotProps={nativeSelect(id('country'))}
            sx={{ flex: '1 1 200px' }}
            {...fieldError(errors, `${role}.countrycode`, translate)}
          >
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </TextField>
          {states && (
            <TextField
              select
              required
              label={translate('shipment.complete.state')}
              value={party.state}
              onChange={(event) => onParty({ ...party, state: event.target.value })}
              slotProps={nativeSelect(id('state'))}
              sx={{ flex: '1 1 200px' }}
              {...fieldError(errors, `${role}.state`, translate)}
            >
              <option value="">{translate('shipment.complete.chooseState')}</option>
              {states.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </TextField>
          )}
        </Box>
        {text('reference', 'reference')}
        {text('contactPerson', 'contactPerson')}
        {text('phone', 'phone', { slotProps: { htmlInput: { 'data-testid': id('phone'), inputMode: 'tel' } } })}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          {text('mobile', 'mobile', {
            required: mandatory.mobile || party.mobileNotify,
            sx: { flex: '1 1 200px' },
            slotProps: { htmlInput: { 'data-testid': id('mobile'), inputMode: 'tel' } },
          })}
          {notify('mobileNotify', 'notifySms')}
        </Box>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          {text('email', 'email', {
            required: party.emailNotify,
            sx: { flex: '1 1 200px' },
            slotProps: { htmlInput: { 'data-testid': id('email'), inputMode: 'email' } },
          })}
          {notify('emailNotify', 'notifyEmail')}
        </Box>
      </CardContent>
    </Card>
  );
};
