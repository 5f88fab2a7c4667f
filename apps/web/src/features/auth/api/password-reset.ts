import * as confirmReset from '@creators-archive/contract/auth/confirm-password-reset';
import * as requestReset from '@creators-archive/contract/auth/request-password-reset';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { failure } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';

export async function requestPasswordReset(input: requestReset.RequestPasswordResetRequest) {
  const response = await callEndpoint(requestReset, { body: input, refreshOn401: false });
  if (!response.success && !response.error.message)
    return failure(response.error.code, translator(pageLanguage())('auth.forgotPassword.sendFailed'));
  return response;
}

export function confirmPasswordReset(input: confirmReset.ConfirmPasswordResetRequest) {
  return callEndpoint(confirmReset, { body: input, refreshOn401: false });
}
