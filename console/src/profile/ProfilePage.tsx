import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { PRINT_FORMATS } from '@freight/reference-data';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatMoney } from '../format/money';
import { countryName } from '../shipment/countries';
import type { Customer } from '../customer/customer';
import { useCustomer } from '../customer/useCustomer';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { errorText } from '../i18n/errorText';
import { useSession } from '../session/useSession';
import { roleOf } from '../session/session';
import { pathTo } from '../routes/routeTable';
import { MIN_SEARCH_CHARACTERS } from '../contacts/dataProvider';
import { BalanceCard } from '../bills/BalanceCard';
import { settingField, withSetting, type SettingName } from './profileApi';
import { ApiKeysCard } from '../apiKeys/ApiKeysCard';
import { WebhooksCard } from '../webhooks/WebhooksCard';
import { DataExportCard } from './DataExportCard';
import { PageHeading } from '../layout/PageHeading';

const SWITCHES: SettingName[] = ['filterContacts', 'archivedComplaints', 'showAllBooked', 'moduleMessage', 'insuranceDisabled', 'noPickup'];
const RECORD_FIELDS = [
  'id',
  'fullName',
  'company',
  'orgNo',
  'email',
  'phone',
  'mobile',
  'address',
  'postcode',
  'city',
  'country',
  'memberLevel',
  'priceList',
  'creditLimit',
] as const;

type FavouriteOption = { id: number; label: string };
type RecordField = (typeof RECORD_FIELDS)[number];

/** A record value as a reader expects it: money as money, a country by its name, the rest as it is. */
const recordValue = (field: RecordField, value: unknown, language: string): string => {
  if (field === 'creditLimit') return formatMoney(value as string | number, language) ?? String(value);
  if (field === 'country') return countryName(String(value));
  return String(value);
};

/**
 * One setting change the spec's way (section 4): the local customer first, then the call; the server's
 * record replaces it, and a refusal puts the old one back with the server's message.
 */
const useSettingChange = (onError: (message: string) => void) => {
  const session = useSession();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const notify = useNotify();
  const key = queryKeys.customer.detail(session?.id);
  return async (setting: SettingName, value: unknown) => {
    const before = queryClient.getQueryData<Customer>(key);
    if (!before || !session) return;
    queryClient.setQueryData(key, withSetting(before, setting, value));
    try {
      queryClient.setQueryData(key, await dataProvider.updateSetting(session.customerId, setting, value));
      // A switch flips at once either way: the member is told when the server has kept the change.
      notify('profile.settingSaved', { type: 'success', messageArgs: { setting: translate(`profile.setting.${setting}`) } });
    } catch (error) {
      queryClient.setQueryData(key, before);
      onError(errorText(error, translate));
    }
  };
};

/** The sender favourite: one of the member's own contacts, searched on the server ("Ingen avsändarfavorit" when none). */
const FavouritePicker = ({
  value,
  onChange,
  disabled,
}: {
  value: number | null;
  onChange(id: number | null): void;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const session = useSession();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const [input, setInput] = useState('');
  const { data: current } = useQuery({
    queryKey: queryKeys.contact.one(session?.customerId, value),
    queryFn: () =>
      dataProvider
        .getOne('contacts', { id: value! })
        .then((r) => r.data as { id: number; fullName?: string; company?: string; city?: string }),
    enabled: value !== null && value !== undefined,
    retry: false,
  });
  const q = input.trim();
  const { data: found = [] } = useQuery({
    queryKey: queryKeys.contact.search(session?.customerId, q),
    queryFn: () =>
      dataProvider
        .getList('contacts', {
          meta: { custId: session!.customerId },
          filter: { q, own: true },
          pagination: { page: 1, perPage: 20 },
          sort: { field: 'company', order: 'ASC' },
        })
        .then((r) => r.data as { id: number; fullName?: string; company?: string; city?: string }[]),
    enabled: !!session && q.length >= MIN_SEARCH_CHARACTERS,
  });
  const label = (c: { id: number; fullName?: string; company?: string; city?: string }) =>
    [c.company || c.fullName, c.city].filter(Boolean).join(', ');
  const selected: FavouriteOption | null = current && value ? { id: current.id, label: label(current) } : null;
  return (
    <Autocomplete<FavouriteOption>
      sx={{ minWidth: 320 }}
      disabled={disabled}
      size="small"
      value={selected}
      options={found.map((c) => ({ id: c.id, label: label(c) }))}
      filterOptions={(options) => options}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, option) => onChange(option ? option.id : null)}
      noOptionsText={translate('contacts.picker.none')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('profile.setting.primaryContactId')}
          placeholder={translate('profile.searchFavourite')}
          helperText={value ? undefined : translate('profile.noFavourite')}
          slotProps={{
            ...params.slotProps,
            // MUI's disabled grey is below WCAG AA contrast for text someone still needs to read.
            formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'profile-primaryContactId' } as object,
          }}
        />
      )}
    />
  );
};

const Carriers = ({ customer, onError, disabled }: { customer: Customer; onError(message: string): void; disabled?: boolean }) => {
  const translate = useTranslate();
  const session = useSession();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const queryClient = useQueryClient();
  const { data: agreements } = useQuery({
    queryKey: queryKeys.customer.agreements(session?.id, customer.carriers.map((c) => c.code).join(',')),
    queryFn: () => Promise.all(customer.carriers.map((c) => dataProvider.getAgreementNo(session!.customerId, c.code).catch(() => null))),
    enabled: !!session,
  });
  const toggle = async (code: string | number, active: boolean) => {
    const key = queryKeys.customer.detail(session?.id);
    const before = customer;
    const carriers = customer.carriers.map((c) => (c.code === code ? { ...c, active } : c));
    queryClient.setQueryData(key, { ...customer, carriers });
    try {
      await dataProvider.updateCarriers(
        session!.customerId,
        carriers.map((c) => ({ code: c.code, active: c.active })),
      );
    } catch (error) {
      queryClient.setQueryData(key, before);
      onError(errorText(error, translate));
    }
  };
  return (
    <Box data-testid="profile-carriers">
      {customer.carriers.map((carrier, i) => (
        // On a phone the agreement goes under the carrier's switch rather than past the card's edge.
        <Box key={String(carrier.code)} sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2 }}>
          <FormControlLabel
            sx={{ minWidth: { xs: 0, sm: 240 } }}
            label={carrier.name}
            control={
              <Switch
                disabled={disabled}
                checked={carrier.active}
                onChange={(event) => toggle(carrier.code, event.target.checked)}
                slotProps={{ input: { 'data-testid': `carrier-${carrier.code}` } as object }}
              />
            }
          />
          {agreements?.[i] && (
            <Typography variant="body2" color="text.secondary">
              {translate('profile.agreementNo')}: {agreements[i]!.agreementNo}{' '}
              {agreements[i]!.source === 'default' ? translate('profile.agreementDefault') : ''}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
};

/** A profile section that leads to a page of its own (users, carrier agreements): heading, help, link button. */
const LinkCard = ({ id, title, help, to }: { id: string; title: string; help: string; to: string }) => (
  <Card component="section" aria-labelledby={`${id}-heading`}>
    <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="h6" component="h2" id={`${id}-heading`}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
        {help}
      </Typography>
      <Button component={RouterLink} to={to} variant="outlined" data-testid={`${id}-link`}>
        {title}
      </Button>
    </CardContent>
  </Card>
);

/** /profile: the customer record, the ten settings, carriers on/off and agreement numbers (spec 2.1, 3, 7), and for members webhooks and API keys (issue 28). */
export const ProfilePage = () => {
  const translate = useTranslate();
  const { data: customer } = useCustomer();
  const session = useSession();
  // Settings, agreements (carriers), webhooks and API keys are the company administrator's; the server refuses the rest (403).
  const administrator = roleOf(session) === 'administrator';
  const [error, setError] = useState<string>();
  const change = useSettingChange(setError);
  const [language] = useLocaleState();
  const [goodsValue, setGoodsValue] = useState('');
  useEffect(() => {
    const value = customer?.insuranceGoodsValue;
    setGoodsValue(value === null || value === undefined ? '' : String(value));
  }, [customer?.insuranceGoodsValue]);
  if (!customer) return null;
  const setting = (name: SettingName) => customer[settingField(name)];

  return (
    // One column that never grows past the screen: a wide table inside a card scrolls in its own box.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, mt: 2 }} data-testid="profile">
      <PageHeading>{translate('route.profile')}</PageHeading>
      {error && (
        <Alert severity="error" onClose={() => setError(undefined)} data-testid="profile-error">
          {error}
        </Alert>
      )}
      <Card>
        <CardContent>
          <Typography variant="h6">{translate('profile.record')}</Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
            {RECORD_FIELDS.filter((f) => customer[f] !== undefined && customer[f] !== null && customer[f] !== '').map((field) => (
              <Box key={field} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate(`profile.fields.${field}`)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid={`profile-field-${field}`}>
                  {recordValue(field, customer[field], language)}
                </Typography>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h6">{translate('profile.settings')}</Typography>
          {!administrator && (
            <Alert severity="info" data-testid="profile-not-administrator">
              {translate('users.onlyAdministratorSettings')}
            </Alert>
          )}
          <Box sx={{ display: 'flex', flexDirection: 'column' }}>
            {SWITCHES.map((name) => (
              <FormControlLabel
                key={name}
                label={translate(`profile.setting.${name}`)}
                control={
                  <Switch
                    disabled={!administrator}
                    checked={setting(name) === true}
                    onChange={(event) => change(name, event.target.checked)}
                    slotProps={{ input: { 'data-testid': `profile-${name}` } as object }}
                  />
                }
              />
            ))}
          </Box>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              sx={{ minWidth: 200 }}
              disabled={!administrator}
              label={translate('profile.setting.printFormat')}
              value={customer.printFormat}
              onChange={(event) => change('printFormat', event.target.value)}
            >
              {PRINT_FORMATS.map((format) => (
                <MenuItem key={format} value={format}>
                  {translate(`bookedList.printFormats.${format}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              sx={{ minWidth: 200 }}
              disabled={!administrator}
              label={translate('profile.setting.consigneeType')}
              value={customer.consigneeType}
              onChange={(event) => change('consigneeType', event.target.value)}
            >
              {(['company', 'private'] as const).map((type) => (
                <MenuItem key={type} value={type}>
                  {translate(`profile.consigneeType.${type}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              disabled={!administrator}
              label={translate('profile.setting.insuranceGoodsValue')}
              value={goodsValue}
              onChange={(event) => setGoodsValue(event.target.value)}
              onBlur={() =>
                goodsValue !== String(customer.insuranceGoodsValue ?? '') &&
                change('insuranceGoodsValue', goodsValue.trim() === '' ? null : goodsValue.trim())
              }
              slotProps={{ htmlInput: { 'data-testid': 'profile-insuranceGoodsValue', inputMode: 'decimal' } }}
            />
            <FavouritePicker
              value={(customer.primaryContactId as number | null) ?? null}
              onChange={(id) => change('primaryContactId', id)}
              disabled={!administrator}
            />
          </Box>
        </CardContent>
      </Card>
      <BalanceCard />
      <Card>
        <CardContent>
          <Typography variant="h6">{translate('profile.carriers')}</Typography>
          <Carriers customer={customer} onError={setError} disabled={!administrator} />
        </CardContent>
      </Card>
      {!session?.demo && <DataExportCard onError={setError} />}
      {!session?.demo && administrator && (
        <>
          <LinkCard id="profile-users" title={translate('users.link')} help={translate('users.linkHelp')} to={pathTo('profileUsers')} />
          <LinkCard
            id="profile-carrier-agreements"
            title={translate('carrierAgreements.link')}
            help={translate('carrierAgreements.linkHelp')}
            to={pathTo('profileCarrierAgreements')}
          />
          <WebhooksCard onError={setError} />
          <ApiKeysCard onError={setError} />
          <Card>
            <CardContent>
              <Typography variant="h6">{translate('route.audit')}</Typography>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {translate('audit.intro')}
              </Typography>
              <Link component={RouterLink} to={pathTo('audit')} data-testid="profile-audit-link">
                {translate('audit.link')}
              </Link>
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
};
