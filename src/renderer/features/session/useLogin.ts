import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import type { LoginRequest, SessionInfo } from '../../../shared/session/contract';

export type LoginFields = {
  tenantId: string;
  username: string;
  password: string;
  /** What the officer read off the captcha image (grant type captcha only). */
  captcha?: string;
};
export type LoginErrors = Partial<Record<keyof LoginFields, string>>;

/** Empty-field checks with the catalogue's wording; the same limits main enforces via loginRequest. */
export function validateLogin(f: LoginFields): LoginErrors {
  const errors: LoginErrors = {};
  if (!f.tenantId.trim()) errors.tenantId = M.loginTenantRequired;
  if (!f.username.trim()) errors.username = M.loginAccountRequired;
  if (!f.password) errors.password = M.loginPasswordRequired;
  if (!f.captcha?.trim()) errors.captcha = M.loginCaptchaRequired;
  return errors;
}

export function useLogin(): UseMutationResult<SessionInfo, Error, LoginRequest> {
  const call = useCall();
  return useMutation({ mutationFn: (req: LoginRequest) => call('session:login', req) });
}
