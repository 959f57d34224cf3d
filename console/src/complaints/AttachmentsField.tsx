import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import type { FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { errorText } from '../i18n/errorText';
import type { Id } from '../session/session';
import { megabytes, type Attachment, type AttachmentOwner } from './dataProvider';

/**
 * A complaint's or claim's attached files: the list (each downloadable), the spec's maximum-total-size label
 * from the server, and a picker that uploads each chosen file with its progress. Refusals show the server's text.
 */
export const AttachmentsField = ({
  owner,
  ownerId,
  attachments,
  onUploaded,
  disabled,
}: {
  owner: AttachmentOwner;
  ownerId: Id;
  attachments: Attachment[];
  onUploaded(): void;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const limits = useQuery({ queryKey: queryKeys.attachment.limits, queryFn: () => dataProvider.attachmentLimits(), staleTime: Infinity });
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of files) {
      setProgress({ name: file.name, fraction: 0 });
      try {
        await dataProvider.uploadAttachment(owner, ownerId, file, (fraction) => setProgress({ name: file.name, fraction }));
      } catch (error) {
        const field = (error as { body?: { errors?: { message: string }[] } }).body?.errors?.[0]?.message;
        notify(`${file.name}: ${field ?? errorText(error, translate)}`, { type: 'error' });
      }
    }
    setProgress(null);
    onUploaded();
  };

  const download = async (attachment: Attachment) => {
    try {
      const blob = await dataProvider.downloadAttachment(owner, attachment.id);
      const url = URL.createObjectURL(blob);
      const link = Object.assign(document.createElement('a'), { href: url, download: attachment.fileName });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      notify(errorText(error, translate), { type: 'error' });
    }
  };

  const used = attachments.reduce((sum, a) => sum + a.size, 0);
  return (
    <Box data-testid="attachments" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="subtitle2">{translate('resources.complaints.fields.attachments')}</Typography>
      {attachments.map((a) => (
        <Button key={a.id} size="small" sx={{ justifyContent: 'flex-start' }} onClick={() => download(a)} data-testid="attachment">
          {a.fileName} ({megabytes(a.size)})
        </Button>
      ))}
      {limits.data && (
        <Typography variant="caption" data-testid="attachments-limit">
          {limits.data.label} ({megabytes(used)} / {megabytes(limits.data.maxTotalBytes)})
        </Typography>
      )}
      {progress && (
        <Box data-testid="upload-progress">
          <Typography variant="caption">{translate('complaints.uploading', { name: progress.name })}</Typography>
          <LinearProgress variant="determinate" value={Math.round(progress.fraction * 100)} />
        </Box>
      )}
      {!disabled && (
        <Button component="label" variant="outlined" size="small" disabled={!!progress}>
          {translate('complaints.addFiles')}
          <input
            hidden
            type="file"
            multiple
            accept=".pdf,.png,.jpg,.jpeg,.heic,.docx,.xlsx"
            onChange={choose}
            data-testid="attachments-input"
          />
        </Button>
      )}
    </Box>
  );
};
