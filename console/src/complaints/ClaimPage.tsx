import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FraktDataProvider } from '../dataProvider';
import { useSession } from '../session/useSession';
import { isApiError } from '../dataProvider/ApiError';
import { errorText } from '../i18n/errorText';
import { formatMoney } from '../format/money';
import { AttachmentsField } from './AttachmentsField';
import type { ClaimableOrder, InsuranceClaim, InsuranceClaimInput } from './dataProvider';
import { PageHeading } from '../layout/PageHeading';

type Field = keyof InsuranceClaimInput | 'consignmentNo';

const EMPTY: InsuranceClaimInput = {
  damageDescription: '',
  repairPossibility: '',
  residualValue: '',
  otherInformation: '',
  payoutAccountType: 'bankgiro',
  payoutAccount: '',
};

/**
 * /consignment/claim: a transport-insurance claim for one of the member's booked, insured consignments. The
 * consignment is looked up first (insured, delivered, the deadline shown); the claim is saved as a draft (the
 * server checks the bankgiro/plusgiro number and shows it formatted), files are attached, then it is sent. A
 * failed send keeps the draft and shows the spec's text.
 */
export const ClaimPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const session = useSession();
  const [params] = useSearchParams();
  const [consignmentNo, setConsignmentNo] = useState(params.get('consignmentNo') ?? '');
  const [order, setOrder] = useState<ClaimableOrder | null>(null);
  const [claim, setClaim] = useState<InsuranceClaim | null>(null);
  const [input, setInput] = useState<InsuranceClaimInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const fail = (error: unknown) => {
    const fields = isApiError(error) ? (error.body?.errors ?? []) : [];
    setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
    setProblem(fields.length ? null : errorText(error, translate));
    if (fields.length) notify(errorText(error, translate), { type: 'error' });
  };

  const find = async () => {
    setErrors({});
    setProblem(null);
    try {
      const found = await dataProvider.claimableOrder(consignmentNo.trim());
      setOrder(found);
      // A claim saved or sent before goes on where it was (a failed send left it a draft).
      const earlier = session ? await dataProvider.claimFor(session.customerId, found.consignmentNo) : undefined;
      if (earlier) {
        setClaim(earlier);
        setInput({
          damageDescription: earlier.damageDescription,
          repairPossibility: earlier.repairPossibility,
          residualValue: earlier.residualValue ?? '',
          otherInformation: earlier.otherInformation,
          payoutAccountType: earlier.payoutAccountType,
          payoutAccount: earlier.payoutAccount,
        });
      }
    } catch (error) {
      setOrder(null);
      fail(error);
    }
  };

  const save = async (): Promise<InsuranceClaim | null> => {
    setErrors({});
    setProblem(null);
    try {
      const saved = claim
        ? await dataProvider.updateInsuranceClaim(claim.id, input)
        : await dataProvider.createInsuranceClaim(consignmentNo.trim(), input);
      setClaim(saved);
      setInput({ ...input, payoutAccount: saved.payoutAccount });
      return saved;
    } catch (error) {
      fail(error);
      return null;
    }
  };

  const submit = async () => {
    const saved = await save();
    if (!saved) return;
    try {
      setClaim(await dataProvider.submitInsuranceClaim(saved.id));
      notify('claim.submitted', { type: 'success' });
    } catch (error) {
      fail(error);
    }
  };

  const refreshClaim = async () => claim && setClaim(await dataProvider.getInsuranceClaim(claim.id));

  const text = (name: keyof InsuranceClaimInput, multiline = false, required = false, helper?: string) => (
    <TextField
      label={translate(`claim.${name}`)}
      value={input[name]}
      onChange={(e) => setInput({ ...input, [name]: e.target.value })}
      error={!!errors[name]}
      helperText={errors[name] ?? helper}
      required={required}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      disabled={claim?.status === 'submitted'}
      fullWidth
      slotProps={{ htmlInput: { 'data-testid': `claim-${name}` } }}
    />
  );

  return (
    <Card data-testid="claim-page" sx={{ maxWidth: 720 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <PageHeading>{translate('claim.title')}</PageHeading>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TextField
            label={translate('claim.consignmentNo')}
            value={consignmentNo}
            onChange={(e) => setConsignmentNo(e.target.value)}
            error={!!errors.consignmentNo}
            helperText={errors.consignmentNo}
            disabled={!!claim}
            slotProps={{ htmlInput: { 'data-testid': 'claim-consignmentNo' } }}
          />
          <Button onClick={find} disabled={!consignmentNo.trim() || !!claim} data-testid="claim-find">
            {translate('claim.find')}
          </Button>
        </Box>
        {problem && (
          <Alert severity="error" data-testid="claim-problem">
            {problem}
          </Alert>
        )}
        {order && (
          <Alert severity={order.insured && order.open ? 'info' : 'warning'} data-testid="claim-order">
            {`${order.consignmentNo} · ${order.supplier} · `}
            {!order.insured
              ? translate('claim.notInsured')
              : `${translate('claim.goodsValue', { value: formatMoney(order.goodsValue, locale) ?? '–' })} · ${order.deadline ? translate('claim.deadline', { deadline: order.deadline }) : translate('claim.noDeadline')}`}
          </Alert>
        )}
        {order?.insured && (
          <>
            {text('damageDescription', true, true)}
            {text('repairPossibility', true)}
            {text('residualValue')}
            {text('otherInformation', true)}
            <RadioGroup
              row
              value={input.payoutAccountType}
              onChange={(e) => setInput({ ...input, payoutAccountType: e.target.value as InsuranceClaimInput['payoutAccountType'] })}
            >
              <FormControlLabel
                value="bankgiro"
                control={<Radio />}
                label={translate('claim.bankgiro')}
                disabled={claim?.status === 'submitted'}
              />
              <FormControlLabel
                value="plusgiro"
                control={<Radio />}
                label={translate('claim.plusgiro')}
                disabled={claim?.status === 'submitted'}
              />
            </RadioGroup>
            {text('payoutAccount', false, true, translate('claim.payoutAccountHint'))}
            {claim && (
              <AttachmentsField
                owner="claim"
                ownerId={claim.id}
                attachments={claim.attachments}
                onUploaded={() => void refreshClaim()}
                disabled={claim.status === 'submitted'}
              />
            )}
            {claim?.status === 'submitted' ? (
              <Alert severity="success" data-testid="claim-submitted">
                {translate('claim.submitted')}
              </Alert>
            ) : (
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button onClick={async () => (await save()) && notify('claim.draftSaved', { type: 'success' })} data-testid="claim-save">
                  {translate('claim.saveDraft')}
                </Button>
                <Button variant="contained" onClick={submit} disabled={!order.open} data-testid="claim-submit">
                  {translate('claim.submit')}
                </Button>
              </Box>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
};
