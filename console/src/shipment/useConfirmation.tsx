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
    const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
    const pending = useRef<(() => void) | undefined>(undefined);

    useEffect(
        () => () => {
            clearTimeout(timer.current);
            pending.current?.();
        },
        []
    );

    const confirmThen = useCallback((next: () => void) => {
        setConfirming(true);
        pending.current = next;
        timer.current = setTimeout(() => {
            pending.current = undefined;
            setConfirming(false);
            next();
        }, CONFIRMATION_MS);
    }, []);

    return { confirming, confirmThen };
};

export const ConfirmationIndicator = ({ show }: { show: boolean }) => {
    const translate = useTranslate();
    if (!show) return null;
    return (
        <Alert
            icon={<CheckCircleOutline fontSize="inherit" />}
            severity="success"
            role="status"
            data-testid="confirmation"
            sx={{ my: 2 }}
        >
            {translate('confirm.missionCompleted')}
        </Alert>
    );
};
