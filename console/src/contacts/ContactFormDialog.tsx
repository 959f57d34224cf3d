import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { FraktDataProvider } from '../dataProvider';
import { isApiError } from '../dataProvider/ApiError';
import { errorText } from '../i18n/errorText';
import { CONTACTS_RESOURCE } from './dataProvider';
import type { Schema } from '../api/types';

const TEXT_FIELDS = [
  'company',
  'firstName',
  'lastName',
  'address1',
  'address2',
  'postcode',
  'city',
  'country',
  'state',
  'phone',
  'mobile',
  'email',
  'reference',
  'comments',
  'notes',
] as const;
const FLAGS = ['consignor', 'consignee', 'consumer', 'locked', 'primary'] as const;

/** A contact as the form holds it: the server's Contact fields the form shows, none needed yet. */
export type ContactRecord = Partial<Pick<Schema<'Contact'>, 'id' | 'shared' | (typeof TEXT_FIELDS)[number] | (typeof FLAGS)[number]>>;

/** Spec 9: a new contact is in Sweden and a receiver. */
const NEW_CONTACT: ContactRecord = { country: 'SE', consignee: true };

/**
 * Create or edit one contact. The server checks every field (spec 5 texts in the user's language) and
 * its answer's field errors show under the fields. A colleague's locked contact opens read-only.
 */
export const ContactFormDialog = ({
  contact,
  onClose,
  onSaved,
}: {
  contact: ContactRecord | null | 'new';
  onClose(): void;
  onSaved(): void;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const [values, setValues] = useState<ContactRecord>(NEW_CONTACT);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const open = contact !== null;
  const readOnly = contact !== 'new' && !!contact?.shared && !!contact?.locked;

  useEffect(() => {
    setValues(contact === 'new' || contact === null ? NEW_CONTACT : contact);
    setFieldErrors({});
    setFormError(undefined);
  }, [contact]);

  const save = async () => {
    setSaving(true);
    setFieldErrors({});
    setFormError(undefined);
    try {
      const data = Object.fromEntries([...TEXT_FIELDS, ...FLAGS].map((field) => [field, values[field] ?? null]));
      if (contact === 'new') await dataProvider.create(CONTACTS_RESOURCE, { data });
      else await dataProvider.update(CONTACTS_RESOURCE, { id: contact!.id!, data, previousData: contact! });
      onSaved();
    } catch (error) {
      if (isApiError(error) && error.body?.errors?.length) {
        setFieldErrors(Object.fromEntries(error.body.errors.map((e) => [e.field, e.message])));
      }
      setFormError(errorText(error, translate));
    } finally {
      setSaving(false);
    }
  };

  const text = (field: (typeof TEXT_FIELDS)[number], wide = false) => (
    <TextField
      key={field}
      size="small"
      label={translate(`resources.contacts.fields.${field}`)}
      value={values[field] ?? ''}
      onChange={(event) => setValues((v) => ({ ...v, [field]: event.target.value }))}
      error={!!fieldErrors[field]}
      helperText={fieldErrors[field]}
      disabled={readOnly}
      multiline={field === 'notes' || field === 'comments'}
      sx={{ gridColumn: wide ? '1 / -1' : undefined }}
      slotProps={{ htmlInput: { 'data-testid': `contact-${field}` } }}
    />
  );

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth data-testid="contact-dialog">
      <DialogTitle>{translate(contact === 'new' ? 'contacts.create' : 'contacts.edit')}</DialogTitle>
      <DialogContent>
        {readOnly && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('contacts.lockedHint')}
          </Alert>
        )}
        {formError && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="contact-form-error">
            {formError}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2, pt: 1 }}>
          {TEXT_FIELDS.filter((f) => f !== 'notes' && f !== 'comments').map((f) => text(f))}
          {text('comments', true)}
          {text('notes', true)}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2 }}>
          {FLAGS.map((flag) => (
            <FormControlLabel
              key={flag}
              label={translate(`resources.contacts.fields.${flag}`)}
              disabled={readOnly || (contact !== 'new' && !!contact?.shared && (flag === 'locked' || flag === 'primary'))}
              control={
                <Checkbox
                  checked={!!values[flag]}
                  onChange={(event) => setValues((v) => ({ ...v, [flag]: event.target.checked }))}
                  slotProps={{ input: { 'data-testid': `contact-${flag}` } as object }}
                />
              }
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('contacts.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving || readOnly} data-testid="contact-save">
          {translate('contacts.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
