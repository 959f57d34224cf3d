import { useCallback } from 'react';
import { useLocation, useMatch, useNavigate } from 'react-router-dom';
import { pathTo, START_PATH } from '../routes/routeTable';

/** The Navigation API where the browser has it (Chromium): whether the entry before this one is of this origin. */
const previousEntryIsOurs = () => (window as unknown as { navigation?: { canGoBack?: boolean } }).navigation?.canGoBack === true;

/**
 * /consignment/new is the send list itself (the panel over the new-shipment start): closing the panel
 * there leaves the route, back to where the member came from (an earlier page of the portal), else to
 * /start — not an empty step 1 under the title "Obokade försändelser". Elsewhere it does nothing.
 */
export const useLeaveSendListRoute = () => {
  const onSendListRoute = useMatch(pathTo('consignmentNew')) !== null;
  const { key } = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    if (!onSendListRoute) return;
    // "default" is the router's key for the entry the page was loaded on: nothing of ours before it, as far as the router knows.
    if (key !== 'default' || previousEntryIsOurs()) navigate(-1);
    else navigate(START_PATH, { replace: true });
  }, [onSendListRoute, key, navigate]);
};
