import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { isApiError, type FraktDataProvider } from '../dataProvider';
import { queryKeys } from '../dataProvider/queryKeys';
import { useSession } from '../session/useSession';
import type { GoodsItemDraft } from './goods';
import { FAVOURITE_NAME_MAX_LENGTH, favouriteOfRow, isBlankRow, type PackageFavourite } from './packageFavourites';

/** The member's package favourites; the demo has none (the server refuses it, as the address book). */
const usePackageFavourites = () => {
  const dataProvider = useDataProvider<FraktDataProvider>();
  const session = useSession();
  const member = !!session && !session.demo;
  const query = useQuery({
    queryKey: queryKeys.packageFavourite.ofCustomer(session?.customerId),
    queryFn: () => dataProvider.getPackageFavourites(session!.customerId),
    enabled: member,
    retry: false,
    staleTime: 5 * 60_000,
  });
  return { member, favourites: query.data, failed: query.isError };
};

/**
 * Step 1's picker (spec 3 "Package favourites have a name"): each favourite is a chip that fills a goods row,
 * with its own delete; without any, the spec's "No package favourites" text says how to add one.
 */
export const PackageFavouritePicker = ({ onPick }: { onPick(favourite: PackageFavourite): void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const queryClient = useQueryClient();
  const { member, favourites, failed } = usePackageFavourites();
  const remove = useMutation({
    mutationFn: (favourite: PackageFavourite) => dataProvider.deletePackageFavourite(favourite.id),
    onSuccess: (_, favourite) => notify(translate('shipment.favourites.removed', { name: favourite.name }), { type: 'info' }),
    onError: (error) =>
      notify(isApiError(error) && error.serverMessage ? error.serverMessage : translate('error.generic'), { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.packageFavourite.all }),
  });
  // The picker is a convenience: when the list cannot be read, step 1 works without it.
  if (!member || failed || !favourites) return null;
  return (
    <Box data-testid="package-favourites" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mr: 1 }}>
        {translate('shipment.favourites.title')}
      </Typography>
      {favourites.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="no-package-favourites">
          {translate('error.noPackageFavourites')}
        </Typography>
      ) : (
        favourites.map((favourite) => (
          <Chip
            key={favourite.id}
            label={favourite.name}
            variant="outlined"
            title={translate('shipment.favourites.pick')}
            onClick={() => {
              onPick(favourite);
              notify(translate('shipment.favourites.filled', { name: favourite.name }), { type: 'info' });
            }}
            onDelete={() => remove.mutate(favourite)}
            deleteIcon={<CancelIcon aria-label={translate('shipment.favourites.remove', { name: favourite.name })} />}
            data-testid="package-favourite"
          />
        ))
      )}
    </Box>
  );
};

/** "Spara som favorit" on a goods row: asks for a name and saves the row as it stands. */
export const SaveFavouriteButton = ({ index, item }: { index: number; item: GoodsItemDraft }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<FraktDataProvider>();
  const queryClient = useQueryClient();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const save = useMutation({
    mutationFn: () => dataProvider.createPackageFavourite(favouriteOfRow(name, item)),
    onSuccess: (saved) => {
      setOpen(false);
      notify(translate('shipment.favourites.saved', { name: saved.name }), { type: 'info' });
      return queryClient.invalidateQueries({ queryKey: queryKeys.packageFavourite.all });
    },
  });
  if (!session || session.demo) return null;

  const error = save.error;
  const nameError = isApiError(error) ? error.body?.errors?.find((e) => e.field === 'name')?.message : undefined;
  const otherError = error && !nameError ? (isApiError(error) && error.serverMessage) || translate('error.generic') : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The row's own form must not submit ("Jämför priser").
    event.stopPropagation();
    if (name.trim()) save.mutate();
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<StarBorderIcon />}
        disabled={isBlankRow(item)}
        onClick={() => {
          save.reset();
          setName('');
          setOpen(true);
        }}
        data-testid={`save-favourite-${index}`}
        sx={{ mt: 1 }}
      >
        {translate('shipment.favourites.save')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <Box component="form" noValidate onSubmit={submit} data-testid="save-favourite-dialog">
          <DialogTitle>{translate('shipment.favourites.saveTitle')}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              required
              margin="dense"
              label={translate('shipment.favourites.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={!!nameError}
              helperText={nameError ?? translate('shipment.favourites.nameHelp')}
              slotProps={{ htmlInput: { maxLength: FAVOURITE_NAME_MAX_LENGTH, 'data-testid': 'favourite-name' } }}
            />
            {otherError && (
              <Alert severity="error" sx={{ mt: 1 }} data-testid="favourite-error">
                {otherError}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('shipment.favourites.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={!name.trim() || save.isPending} data-testid="favourite-save">
              {translate('shipment.favourites.saveButton')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
};
