import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useCall } from '../../platform/ApiProvider';
import type { Captcha } from '../../../shared/session/schemas';

export type CaptchaState = {
  /** The image (a data URL) and its key; absent while loading or after a failure. */
  captcha?: Captcha;
  pending: boolean;
  failed: boolean;
  /** Why the image could not be had (server unreachable, plain HTTP refused). */
  error?: unknown;
  /** A new image (a click on the image, or after a refused sign-in: a code is good for one try). */
  refresh(): void;
};

export const CAPTCHA_KEY = ['captcha'] as const;

/** The captcha of grant type captcha; nothing is fetched while `enabled` is false. */
export function useCaptcha(enabled: boolean): CaptchaState {
  const call = useCall();
  const queryClient = useQueryClient();
  // An image outlives its use: the next time the field shows (the relogin dialog opens again) it
  // must be a new one, so a disabled captcha forgets the last.
  useEffect(() => {
    if (!enabled) queryClient.removeQueries({ queryKey: CAPTCHA_KEY });
  }, [enabled, queryClient]);
  const query = useQuery({
    queryKey: CAPTCHA_KEY,
    queryFn: () => call('session:captcha', undefined),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  return {
    captcha: query.isFetching ? undefined : query.data,
    pending: query.isFetching,
    failed: query.isError && !query.isFetching,
    error: query.isError && !query.isFetching ? query.error : undefined,
    refresh,
  };
}
