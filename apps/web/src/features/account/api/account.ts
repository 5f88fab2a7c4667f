import * as changePasswordEndpoint from '@creators-archive/contract/users/change-password';
import * as confirmEmailChangeEndpoint from '@creators-archive/contract/users/confirm-email-change';
import * as deleteMeEndpoint from '@creators-archive/contract/users/delete-me';
import * as requestEmailChangeEndpoint from '@creators-archive/contract/users/request-email-change';
import { apiClient } from '../../../lib/api-client';

export function changePassword(input: changePasswordEndpoint.ChangePasswordRequest) {
  return apiClient.post<changePasswordEndpoint.ChangePasswordResponse['data']>(
    changePasswordEndpoint.path,
    input,
  );
}

export function requestEmailChange(input: requestEmailChangeEndpoint.RequestEmailChangeRequest) {
  return apiClient.post<requestEmailChangeEndpoint.RequestEmailChangeResponse['data']>(
    requestEmailChangeEndpoint.path,
    input,
  );
}

export function confirmEmailChange(token: string) {
  return apiClient.post<confirmEmailChangeEndpoint.ConfirmEmailChangeResponse['data']>(
    confirmEmailChangeEndpoint.path,
    { token },
    { refreshOn401: false },
  );
}

export function deleteMe(input: deleteMeEndpoint.DeleteMeRequest) {
  return apiClient.delete<deleteMeEndpoint.DeleteMeResponse['data']>(deleteMeEndpoint.path, { body: input });
}
