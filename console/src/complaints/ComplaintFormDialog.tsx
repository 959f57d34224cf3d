import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useDates } from '../format/useDates';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { isApiError } from '../dataProvider/ApiError';
import { errorText } from '../i18n/errorText';
import { AttachmentsField } from './AttachmentsField';
import { COMPLAINTS_RESOURCE, type Complaint } from './dataProvider';

type Draft = { identifier: string; description: string; complaintClaim: string; comment: string };
type FieldErrors = Partial<Record<keyof Draft, string>>;

const fieldErrorsOf = (error: unknown): FieldErrors =>
  Object.fromEntries((isApiError(error) ? (error.body?.errors ?? []) : []).map((e) => [e.field, e.message])) as FieldErrors;

/**
 * A new complaint about a booked consignment (its number checked by the server), with files attached before it
 * goes: it is saved unsent, the files are uploaded with their progress, then it is sent. An existing one shows
 * its history, reply and reminders, takes a comment and more files.
 */
export const ComplaintFormDialog = ({
  complaintId,
  initialIdentifier,
  onClose,
}: {
  complaintId: number | null;
  initialIdentifier?: string;
  onClose(changed: boolean): void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const queryClient = useQueryClient();
  const dates = useDates();
  const existing = useQuery({
    queryKey: queryKeys.complaint.one(complaintId),
    queryFn: async () => (await dataProvider.getOne<Complaint>(COMPLAINTS_RESOURCE, { id: complaintId! })).data,
    enabled: complaintId !== null,
  });
  const [draft, setDraft] = useState<Draft>({ identifier: initialIdentifier ?? '', description: '', complaintClaim: '', comment: '' });
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  // The draft made by a send whose upload failed: a retry goes on with it instead of making another.
  const [created, setCreated] = useState<Complaint | null>(null);
  /** The existing complaint's comment as edited; undefined while untouched, so a save leaves it as it is. */
  const [comment, setComment] = useState<string>();

  const field = (name: keyof Draft, multiline = false, required = false) => (
    <TextField
      label={translate(`resources.complaints.fields.${name}`)}
      value={draft[name]}
      onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      error={!!errors[name]}
      helperText={errors[name]}
      required={required}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      fullWidth
      slotProps={{ htmlInput: { 'data-testid': `complaint-${name}` } }}
    />
  );

  const fileComplaint = async () => {
    setErrors({});
    let current = '';
    try {
      setBusy('');
      const complaint = created ?? (await dataProvider.create<Complaint>(COMPLAINTS_RESOURCE, { data: { ...draft, send: false } })).data;
      setCreated(complaint);
      const uploaded = new Set(complaint.attachments.map((a) => a.fileName));
      for (const file of files.filter((f) => !uploaded.has(f.name))) {
        current = file.name;
        setBusy(file.name);
        setProgress(0);
        complaint.attachments.push(await dataProvider.uploadAttachment('complaint', complaint.id, file, setProgress));
      }
      await dataProvider.update(COMPLAINTS_RESOURCE, { id: complaint.id, data: { send: true }, previousData: complaint });
      notify('complaints.sent', { type: 'success' });
      onClose(true);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      const first = isApiError(error) ? error.body?.errors?.[0]?.message : undefined;
      notify(first && current ? `${current}: ${first}` : errorText(error, translate), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const complaint = existing.data;
  const saveComment = async () => {
    if (!complaint) return;
    try {
      // An unsent complaint (its files failed to go up before) is sent with the save.
      await dataProvider.update(COMPLAINTS_RESOURCE, {
        id: complaint.id,
        data: { comment, send: !complaint.sentDate || undefined },
        previousData: complaint,
      });
      notify('confirm.updateCompleted', { type: 'success' });
      onClose(true);
    } catch (error) {
      notify(errorText(error, translate), { type: 'error' });
    }
  };
  const reload = () => void queryClient.invalidateQueries({ queryKey: queryKeys.complaint.one(complaintId) });

  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm" data-testid="complaint-dialog">
      <DialogTitle>{complaintId === null ? translate('complaints.create') : translate('complaints.edit', { id: complaintId })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        {complaintId === null ? (
          <>
            {field('identifier', false, true)}
            {field('description', true, true)}
            {field('complaintClaim', true)}
            {field('comment', true)}
            <Button component="label" variant="outlined" size="small">
              {translate('complaints.addFiles')}
              <input
                hidden
                type="file"
                multiple
                accept=".pdf,.png,.jpg,.jpeg,.heic,.docx,.xlsx"
                onChange={(e) => setFiles([...(e.target.files ?? [])])}
                data-testid="complaint-files"
              />
            </Button>
            {files.map((f) => (
              <Typography key={f.name} variant="caption">
                {f.name}
              </Typography>
            ))}
            {busy && (
              <Box data-testid="upload-progress">
                <Typography variant="caption">{translate('complaints.uploading', { name: busy })}</Typography>
                <LinearProgress variant="determinate" value={Math.round(progress * 100)} />
              </Box>
            )}
          </>
        ) : complaint ? (
          <>
            <Typography data-testid="complaint-summary">
              {complaint.identifier} · {complaint.supplier} ·{' '}
              {complaint.sentDate ? dates.dateTime(complaint.sentDate) : translate('complaints.notSent')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{complaint.description}</Typography>
            {complaint.complaintClaim && (
              <Typography>{`${translate('resources.complaints.fields.complaintClaim')}: ${complaint.complaintClaim}`}</Typography>
            )}
            <Typography data-testid="complaint-reply">{complaint.replyToMember || translate('complaints.noReply')}</Typography>
            {complaint.reminders.map((r) => (
              <Typography
                key={r.reminderNo}
                variant="caption"
              >{`${translate('resources.complaints.fields.reminders')} ${r.reminderNo}: ${dates.dateTime(r.sentAt)}`}</Typography>
            ))}
            <TextField
              label={translate('resources.complaints.fields.comment')}
              defaultValue={complaint.comment}
              onChange={(e) => setComment(e.target.value)}
              multiline
              minRows={2}
              fullWidth
            />
            <AttachmentsField owner="complaint" ownerId={complaint.id} attachments={complaint.attachments} onUploaded={reload} />
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{translate('complaints.cancel')}</Button>
        {complaintId === null ? (
          <Button variant="contained" onClick={fileComplaint} disabled={busy !== null} data-testid="complaint-send">
            {translate('complaints.save')}
          </Button>
        ) : (
          <Button variant="contained" onClick={saveComment} disabled={!complaint} data-testid="complaint-save">
            {translate(complaint && !complaint.sentDate ? 'complaints.save' : 'complaints.saveChanges')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
