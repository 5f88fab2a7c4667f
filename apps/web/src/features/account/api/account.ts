import * as changePasswordEndpoint from '@creators-archive/contract/users/change-password';
import * as confirmEmailChangeEndpoint from '@creators-archive/contract/users/confirm-email-change';
import * as deleteMeEndpoint from '@creators-archive/contract/users/delete-me';
import * as requestEmailChangeEndpoint from '@creators-archive/contract/users/request-email-change';
import { callEndpoint } from '../../../lib/call-endpoint';

export function changePassword(input: changePasswordEndpoint.ChangePasswordRequest) {
  return callEndpoint(changePasswordEndpoint, { body: input });
}

export function requestEmailChange(input: requestEmailChangeEndpoint.RequestEmailChangeRequest) {
  return callEndpoint(requestEmailChangeEndpoint, { body: input });
}

export function confirmEmailChange(token: string) {
  return callEndpoint(confirmEmailChangeEndpoint, { body: { token }, refreshOn401: false });
}

export function deleteMe(input: deleteMeEndpoint.DeleteMeRequest) {
  return callEndpoint(deleteMeEndpoint, { body: input });
}
