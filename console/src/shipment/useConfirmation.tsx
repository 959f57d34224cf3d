import Alert from '@mui/material/Alert';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';

/** Spec 9: the confirmation shows for 1000 ms. */
export const CONFIRMATION_MS = 1000;

/**
 * Spec 2.8: a confirmation indicator for one second after a success, then `next` (leave the page).
 * `next` runs even when the page unmounts meanwhile: the success already happened.
 */
export const useConfirmation = () => {
  const [confirming, setConfirming] = useState(false);
  const pending = useRef<(() => void) | undefined>(undefined);

  // The second counts from when the indicator is on screen (effects run after the commit), not from the
  // success callback: a busy main thread must not eat into the time the member sees it.
  useEffect(() => {
    if (!confirming) return undefined;
    const timer = setTimeout(() => {
      const next = pending.current;
      pending.current = undefined;
      setConfirming(false);
      next?.();
    }, CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [confirming]);

  useEffect(() => () => pending.current?.(), []);

  const confirmThen = useCallback((next: () => void) => {
    pending.current = next;
    setConfirming(true);
  }, []);

  return { confirming, confirmThen };
};

export const ConfirmationIndicator = ({ show }: { show: boolean }) => {
  const translate = useTranslate();
  if (!show) return null;
  return (
    <Alert icon={<CheckCircleOutline fontSize="inherit" />} severity="success" role="status" data-testid="confirmation" sx={{ my: 2 }}>
      {translate('confirm.missionCompleted')}
    </Alert>
  );
};
