import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Confirm, useDelete, useGetList, useTranslate, useUpdate } from 'react-admin';
import { errorText } from '../i18n/errorText';
import { roleOf } from '../session/session';
import { useSession } from '../session/useSession';
import { useWhen } from '../format/useWhen';
import { AGREEMENT_CARRIERS, CARRIER_AGREEMENTS_RESOURCE, type AgreementCarrier, type CarrierAgreement } from './dataProvider';

type Notice = { severity: 'success' | 'error'; text: string };

/**
 * The form that stores or replaces one carrier's agreement. Credentials are always typed anew: the server never
 * answers them back, so a replacement cannot keep an old secret by leaving a field alone.
 */
const AgreementForm = ({
  carrier,
  accountNo,
  onSaved,
  onCancel,
  onError,
}: {
  carrier: AgreementCarrier;
  accountNo: string;
  onSaved(): void;
  onCancel?(): void;
  onError(text: string): void;
}) => {
  const translate = useTranslate();
  const session = useSession();
  const [update] = useUpdate();
  const [account, setAccount] = useState(accountNo);
  const [secrets, setSecrets] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const complete = account.trim() !== '' && carrier.secrets.every((name) => (secrets[name] ?? '').trim() !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      // PUT stores a carrier's first agreement as well as a replacement: an update of the carrier's record either way.
      await update(
        CARRIER_AGREEMENTS_RESOURCE,
        { id: carrier.code, data: { accountNo: account.trim(), credentials: secrets }, meta: { custId: session!.customerId } },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      setSecrets({});
      onSaved();
    } catch (error) {
      onError(errorText(error, translate));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        size="small"
        required
        label={translate(`resources.carrierAgreements.fields.${carrier.account}`)}
        value={account}
        onChange={(event) => setAccount(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 60, autoComplete: 'off', 'data-testid': `agreement-${carrier.code}-account` } }}
      />
      {carrier.secrets.map((name) => (
        <TextField
          key={name}
          size="small"
          required
          type="password"
          label={translate(`resources.carrierAgreements.fields.${name}`)}
          value={secrets[name] ?? ''}
          onChange={(event) => setSecrets((s) => ({ ...s, [name]: event.target.value }))}
          slotProps={{ htmlInput: { maxLength: 500, autoComplete: 'new-password', 'data-testid': `agreement-${carrier.code}-${name}` } }}
        />
      ))}
      <Button type="submit" variant="contained" disabled={busy || !complete} data-testid={`agreement-${carrier.code}-save`}>
        {translate('carrierAgreements.save')}
      </Button>
      {onCancel && (
        <Button onClick={onCancel} data-testid={`agreement-${carrier.code}-cancel`}>
          {translate('carrierAgreements.cancel')}
        </Button>
      )}
    </Box>
  );
};

/** One carrier: its stored agreement (account in full, each credential as the server's masked hint) or the form. */
const CarrierAgreementCard = ({
  carrier,
  agreement,
  onChanged,
  onRemove,
  onError,
}: {
  carrier: AgreementCarrier;
  agreement: CarrierAgreement | undefined;
  onChanged(text: string): void;
  onRemove(): void;
  onError(text: string): void;
}) => {
  const translate = useTranslate();
  const when = useWhen();
  const [replacing, setReplacing] = useState(false);
  const heading = `agreement-${carrier.code}-heading`;
  const saved = () => {
    setReplacing(false);
    onChanged(translate('carrierAgreements.saved', { carrier: carrier.name }));
  };

  return (
    <Card component="section" aria-labelledby={heading} data-testid={`agreement-${carrier.code}`}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2" id={heading}>
          {carrier.name}
        </Typography>
        {agreement && !replacing ? (
          <>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
              <dt>{translate(`resources.carrierAgreements.fields.${carrier.account}`)}</dt>
              <dd style={{ margin: 0 }} data-testid={`agreement-${carrier.code}-stored-account`}>
                {agreement.accountNo}
              </dd>
              {carrier.secrets.map((name) => (
                <Box key={name} sx={{ display: 'contents' }}>
                  <dt>{translate(`resources.carrierAgreements.fields.${name}`)}</dt>
                  <dd style={{ margin: 0 }} data-testid={`agreement-${carrier.code}-stored-${name}`}>
                    {agreement.credentials[name] ?? '••••'}
                  </dd>
                </Box>
              ))}
              <dt>{translate('resources.carrierAgreements.fields.updatedAt')}</dt>
              <dd style={{ margin: 0 }}>{when(agreement.updatedAt)}</dd>
            </Box>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button variant="outlined" onClick={() => setReplacing(true)} data-testid={`agreement-${carrier.code}-replace`}>
                {translate('carrierAgreements.replace')}
              </Button>
              <Button color="error" onClick={onRemove} data-testid={`agreement-${carrier.code}-remove`}>
                {translate('carrierAgreements.remove')}
              </Button>
            </Box>
          </>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {translate(agreement ? 'carrierAgreements.replaceHelp' : 'carrierAgreements.none')}
            </Typography>
            <AgreementForm
              carrier={carrier}
              accountNo={agreement?.accountNo ?? ''}
              onSaved={saved}
              onCancel={agreement ? () => setReplacing(false) : undefined}
              onError={onError}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
};

/**
 * Profile → carrier agreements (issue 27 item 7): the company administrator stores the company's own agreement per
 * carrier, replaces it or removes it; bookings with that carrier then use it. Credentials are kept encrypted and
 * shown only as the server's masked hint. Other roles are told this is the administrator's; the server refuses
 * them anyway (403).
 */
export const CarrierAgreementsPage = () => {
  const translate = useTranslate();
  const session = useSession();
  const [notice, setNotice] = useState<Notice>();
  const [removing, setRemoving] = useState<AgreementCarrier>();
  const administrator = roleOf(session) === 'administrator';
  const meta = { custId: session?.customerId };
  const { data, refetch } = useGetList<CarrierAgreement>(CARRIER_AGREEMENTS_RESOURCE, { meta }, { enabled: !!session && administrator });
  const [deleteOne] = useDelete<CarrierAgreement>();
  const refresh = () => refetch();
  const failed = (text: string) => setNotice({ severity: 'error', text });

  const remove = async (carrier: AgreementCarrier) => {
    setRemoving(undefined);
    try {
      await deleteOne(CARRIER_AGREEMENTS_RESOURCE, { id: carrier.code, meta }, { mutationMode: 'pessimistic', returnPromise: true });
      setNotice({ severity: 'success', text: translate('carrierAgreements.removed', { carrier: carrier.name }) });
      await refresh();
    } catch (error) {
      failed(errorText(error, translate));
    }
  };

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }} data-testid="carrier-agreements-page">
      <Typography variant="h5" component="h1">
        {translate('route.profileCarrierAgreements')}
      </Typography>
      {!administrator ? (
        <Alert severity="info" data-testid="carrier-agreements-not-administrator">
          {translate('carrierAgreements.onlyAdministrator')}
        </Alert>
      ) : (
        <>
          <Typography variant="body2">{translate('carrierAgreements.intro')}</Typography>
          <div aria-live="polite">
            {notice && (
              <Alert severity={notice.severity} onClose={() => setNotice(undefined)} data-testid="carrier-agreements-notice">
                {notice.text}
              </Alert>
            )}
          </div>
          {data &&
            AGREEMENT_CARRIERS.map((carrier) => (
              <CarrierAgreementCard
                key={carrier.code}
                carrier={carrier}
                agreement={data.find((a) => a.carrierCode === carrier.code)}
                onChanged={(text) => {
                  setNotice({ severity: 'success', text });
                  void refresh();
                }}
                onRemove={() => setRemoving(carrier)}
                onError={failed}
              />
            ))}
          <Confirm
            isOpen={!!removing}
            title={translate('carrierAgreements.remove')}
            content={translate('carrierAgreements.removeQuestion', { carrier: removing?.name ?? '' })}
            onConfirm={() => removing && void remove(removing)}
            onClose={() => setRemoving(undefined)}
          />
        </>
      )}
    </Box>
  );
};
