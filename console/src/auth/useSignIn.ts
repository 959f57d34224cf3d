import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLogin } from 'react-admin';
import { queryKeys } from '../dataProvider/queryKeys';
import type { LoginParams } from '../session/authProvider';

/**
 * react-admin's login, with the member's cached orders dropped first: an answer kept from before
 * (another tab's logout leaves this tab's cache, SSO replaces a session without a logout) would
 * otherwise show on the badge when the member lands, until its refetch came back.
 */
export const useSignIn = () => {
  const login = useLogin();
  const queryClient = useQueryClient();
  return useCallback(
    (params: LoginParams) => {
      queryClient.removeQueries({ queryKey: queryKeys.order.all });
      return login(params);
    },
    [login, queryClient],
  );
};
