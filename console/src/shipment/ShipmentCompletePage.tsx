import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { trackAddToCart, trackOrderEdit } from '../analytics';
import { contactsFor, type Contact } from '../contacts/contact';
import { useContactSearch, useSenderFavourite } from '../contacts/ContactPicker';
import { useCustomer } from '../customer/useCustomer';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { errorText } from '../i18n/errorText';
import type { ServerError } from '../order/booking';
import { pathTo, type RouteDefinition } from '../routes/routeTable';
import { useSession } from '../session/useSession';
import { conflictingOptions, NOTICE_OPTION_TYPES, withPartyNotices, validateCompletion, withUnreadableFields } from './completionRules';
import { correctPickup } from './pickupTime';
import { isAtPlace, partyFromSource, type PartySource } from './partySource';
import { insuranceDefaultsOf, newCompletion, sideOf, type CompletionDraft, type PartyRole } from './completion';
import { reportSaved } from './cartEvents';
import { validateDraft, withConsigneeTypeKeepingProduct, withPlaceKeepingProduct } from './draft';
import { ExtraPartsCard } from './ExtraPartsCard';
import { InsuranceCard } from './InsuranceCard';
import { PartyCard } from './PartyCard';
import { PickupDeliveryCard } from './PickupDeliveryCard';
import { PickupPointCard } from './PickupPointCard';
import { PriceCard } from './PriceCard';
import { priceRequestOfCompletion } from './priceRequest';
import { offeredOptions } from './product';
import { saveShipment } from './saveShipment';
import { ServerErrorsAlert } from './ServerErrorsAlert';
import { ServiceOptionsCard } from './ServiceOptionsCard';
import { TermsLink } from './TermsLink';
import { draftStore, useDraft } from './useDraft';
import { useProduct } from './useProduct';
import { StepIndicator } from './StepIndicator';

/**
 * The member's contacts (GET /api/contact/customer/{custId}). The contacts service may not answer
 * yet (404) or fail: the picker is a convenience, so any failure means no picker.
 */
const useContacts = () => {
  const dataProvider = useDataProvider<FraktDataProvider>();
  const session = useSession();
  const { data } = useQuery({
    queryKey: queryKeys.contact.list(session?.customerId),
    queryFn: () => dataProvider.getContactsByCustomer(session!.customerId).catch((): Contact[] => []),
    enabled: !!session && !session.demo,
    retry: false,
    staleTime: 5 * 60_000,
  });
  return data ?? [];
};

/** The member's own address as a party source: it prefills the sender when step 1 started there. */
const useOwnAddress = (): PartySource | undefined => {
  const { data: customer } = useCustomer();
  return useMemo(
    () =>
      customer && {
        ...(customer as PartySource),
        address1: typeof customer.address === 'string' ? customer.address : undefined,
      },
    [customer],
  );
};

/**
 * Step 3 (/shipment/complete): consignor and consignee, pickup and delivery, the product's service
 * options and insurance, validated as spec 5 says; saving makes the draft a real consignment with
 * an order in the send list, then step 4 books it.
 */
export const ShipmentCompletePage = ({ route }: { route: RouteDefinition }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const [draft, setDraft] = useDraft();
  const product = useProduct(draft.chosen?.templateName);
  const cutoff = product.data?.pickupTime;
  const contacts = useContacts();
  const ownAddress = useOwnAddress();
  const { favourite, loading: favouriteLoading } = useSenderFavourite();
  const contactSearch = useContactSearch();
  const searchFor = useMemo(() => ({ consignor: contactSearch('consignor'), consignee: contactSearch('consignee') }), [contactSearch]);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<ServerError[]>([]);

  // Insurance starts as the customer's settings say (insured with its goods value, or switched off).
  const customer = useCustomer().data;
  const insuranceDisabled = customer?.insuranceDisabled === true;
  const insurance = useMemo(() => insuranceDefaultsOf(customer), [customer]);
  const noPickup = customer?.noPickup === true;
  const completion = draft.completion ?? newCompletion(new Date(), cutoff, insurance, noPickup);
  // What is validated, priced and saved: the notice options follow the receiver's notify boxes.
  const noticed = withPartyNotices(completion, product.data);
  const setCompletion = (change: (current: CompletionDraft) => CompletionDraft) =>
    setDraft((current) => ({
      ...current,
      completion: change(current.completion ?? newCompletion(new Date(), cutoff, insurance, noPickup)),
    }));

  // The sender is usually the sender favourite, else the member: prefill it once, when step 1 started at its address.
  useEffect(() => {
    const current = draftStore.get();
    if (current.completion || favouriteLoading) return;
    const source = [favourite, ownAddress].find((candidate) => candidate && isAtPlace(candidate, current.from));
    if (!source) return;
    const { party } = partyFromSource(source, newCompletion().consignor);
    setDraft((latest) => ({
      ...latest,
      completion: { ...(latest.completion ?? newCompletion(new Date(), cutoff, insurance, noPickup)), consignor: party },
    }));
  }, [favourite, favouriteLoading, ownAddress, setDraft, cutoff, insurance, noPickup]);

  // Notices are chosen on the receiver's card, not a second time here.
  const options = offeredOptions(product.data).filter((option) => !NOTICE_OPTION_TYPES.includes(option.type));
  // Date and time fields whose text is not (yet) a value: the draft still holds the last valid one.
  const [unreadable, setUnreadable] = useState<readonly string[]>([]);
  const onUnreadable = useCallback(
    (field: string, invalid: boolean) =>
      setUnreadable((fields) =>
        invalid === fields.includes(field) ? fields : invalid ? [...fields, field] : fields.filter((f) => f !== field),
      ),
    [],
  );
  const errors = useMemo(
    () => (submitted ? withUnreadableFields(validateCompletion(draft, noticed, product.data), unreadable) : {}),
    [submitted, draft, noticed, product.data, unreadable],
  );
  const conflicting = conflictingOptions(noticed, product.data);
  const hasErrors = Object.keys(errors).length > 0;

  const fillFromContact = (role: PartyRole, contact: Contact) => {
    const { party, place } = partyFromSource(contact, completion[role]);
    setDraft(withPlaceKeepingProduct(sideOf(role), place));
    if (role === 'consignee') setDraft(withConsigneeTypeKeepingProduct(contact.consumer ? 'private' : 'company'));
    setCompletion((current) => ({ ...current, [role]: party }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const latest = draftStore.get();
    const current = withPartyNotices(latest.completion ?? completion, product.data);
    if (Object.keys(withUnreadableFields(validateCompletion(latest, current, product.data), unreadable)).length > 0) return;
    if (conflictingOptions(current, product.data).length > 0) return;
    setSaving(true);
    setServerErrors([]);
    const result = await saveShipment(dataProvider, latest, current, product.data);
    setSaving(false);
    if (!result.ok) {
      setServerErrors(result.errors);
      if (result.consignmentId) setDraft((d) => ({ ...d, consignmentId: result.consignmentId }));
      return;
    }
    reportSaved(result, latest.chosen, { trackAddToCart, trackOrderEdit });
    setDraft((d) => ({
      ...d,
      consignmentId: result.consignmentId,
      orderNo: result.orderNo,
      completion: { ...current, pickup: correctPickup(current.pickup, new Date(), cutoff) },
    }));
    // The order is in the send list now: the badge and the list count it.
    void queryClient.invalidateQueries({ queryKey: queryKeys.order.all });
    navigate(pathTo('shipmentStep4'));
  };

  if (Object.keys(validateDraft(draft)).length > 0 || !draft.chosen) {
    const enterFirst = Object.keys(validateDraft(draft)).length > 0;
    return (
      <Box data-testid="shipment-complete" sx={{ maxWidth: 1200 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {translate(route.titleKey)}
        </Typography>
        <Alert severity="warning" data-testid="shipment-errors" sx={{ mb: 2 }}>
          {translate(enterFirst ? 'error.enterPartiesFirst' : 'shipment.complete.chooseProductFirst')}
        </Alert>
        <Button component={RouterLink} to={pathTo(enterFirst ? 'shipmentStep1' : 'shipmentStep2')} data-testid="back">
          {translate('shipment.complete.back')}
        </Button>
      </Box>
    );
  }

  const productLabel = product.data?.templateSubject || draft.chosen.templateSubject || draft.chosen.templateName;

  const party = (role: PartyRole) => (
    <PartyCard
      role={role}
      party={completion[role]}
      place={draft[sideOf(role)]}
      errors={errors}
      contacts={contactsFor(contacts, role)}
      mandatory={{
        name: !!product.data?.[role === 'consignor' ? 'mandatoryNameConsignor' : 'mandatoryNameConsignee'],
        mobile: !!product.data?.[role === 'consignor' ? 'mandatoryMobileConsignor' : 'mandatoryMobileConsignee'],
      }}
      onParty={(next) => setCompletion((current) => ({ ...current, [role]: next }))}
      onPlace={(place) => setDraft(withPlaceKeepingProduct(sideOf(role), place))}
      onContact={(contact) => fillFromContact(role, contact)}
      searchContacts={role === 'consignor' || role === 'consignee' ? searchFor[role] : undefined}
      lookupCity={dataProvider.lookupCity}
      consigneeType={
        role === 'consignee'
          ? { value: draft.consigneeType, onChange: (value) => setDraft(withConsigneeTypeKeepingProduct(value)) }
          : undefined
      }
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="shipment-complete" sx={{ maxWidth: 1200 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(route.titleKey)}
      </Typography>
      <StepIndicator active={2} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography color="text.secondary" data-testid="complete-product">
          {`${translate('shipment.complete.product')}: ${draft.chosen.supplier ? `${draft.chosen.supplier} · ` : ''}${productLabel}`}
        </Typography>
        <TermsLink textId={product.data?.textId} product={productLabel} />
      </Box>
      {product.isLoading && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
          <CircularProgress size={20} />
          <Typography>{translate('shipment.complete.loadingProduct')}</Typography>
        </Box>
      )}
      {product.isError && (
        <Alert severity="error" data-testid="product-error" sx={{ mb: 2 }}>
          {errorText(product.error, translate)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {party('consignor')}
        {party('consignee')}
      </Box>
      <PickupPointCard
        product={product.data}
        place={draft.to}
        chosen={completion.accessPoint}
        onChoose={(accessPoint) => setCompletion((current) => ({ ...current, accessPoint }))}
      />
      <ExtraPartsCard
        parts={completion.extraParts}
        errors={errors}
        onChange={(extraParts) => setCompletion((current) => ({ ...current, extraParts }))}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'flex-start' }}>
        <PickupDeliveryCard
          completion={completion}
          errors={errors}
          cutoff={cutoff}
          dropOffOffered={product.data?.noPickupTemplateExists === true}
          onPickup={(pickup) => setCompletion((current) => ({ ...current, pickup }))}
          onUnreadable={onUnreadable}
          onNoPickup={(choice) => setCompletion((current) => ({ ...current, noPickup: choice }))}
          onDeliveryInstruction={(deliveryInstruction) => setCompletion((current) => ({ ...current, deliveryInstruction }))}
          onSenderOrderRef={(senderOrderRef) => setCompletion((current) => ({ ...current, senderOrderRef }))}
        />
        <Box sx={{ flex: '1 1 420px', display: 'flex', flexDirection: 'column', gap: 2 }}>
          <ServiceOptionsCard
            options={options}
            choices={completion.options}
            errors={errors}
            conflicting={conflicting}
            onChoice={(type, choice) => setCompletion((current) => ({ ...current, options: { ...current.options, [type]: choice } }))}
          />
          <InsuranceCard
            disabled={insuranceDisabled}
            insured={completion.insured && !insuranceDisabled}
            goodsValue={completion.goodsValue}
            errors={errors}
            onChange={(insurance) => setCompletion((current) => ({ ...current, ...insurance }))}
          />
          <PriceCard request={priceRequestOfCompletion(draft, noticed, product.data)} settleMs={400} />
        </Box>
      </Box>
      {hasErrors && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="form-alert">
          {translate('validation.form')}
        </Alert>
      )}
      <ServerErrorsAlert errors={serverErrors} />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button component={RouterLink} to={pathTo('shipmentStep2')} data-testid="back">
          {translate('shipment.complete.back')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={saving || product.isLoading}
          startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}
          data-testid="save-consignment"
        >
          {translate(saving ? 'shipment.complete.saving' : 'shipment.complete.save')}
        </Button>
      </Box>
    </Box>
  );
};
