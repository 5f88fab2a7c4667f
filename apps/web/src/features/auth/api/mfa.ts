import type { Session } from '@creators-archive/contract';
import * as challengeFactor from '@creators-archive/contract/auth/challenge-mfa-factor';
import * as enrollFactor from '@creators-archive/contract/auth/enroll-mfa-factor';
import * as findFactors from '@creators-archive/contract/auth/find-mfa-factors';
import * as unenrollFactor from '@creators-archive/contract/auth/unenroll-mfa-factor';
import * as verifyFactor from '@creators-archive/contract/auth/verify-mfa-factor';
import { toPath } from '@creators-archive/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';

export type MfaFactor = findFactors.MfaFactor;
export type EnrolledFactor = enrollFactor.EnrolledFactor;

export function findMfaFactors() {
  return apiClient.get<findFactors.FindMfaFactorsResponse['data']>(findFactors.path);
}

export const mfaFactorsQueryOptions = queryOptions({
  queryKey: ['auth', 'mfa-factors'],
  queryFn: async () => unwrap(await findMfaFactors()).items,
});

export function useMfaFactors() {
  return useQuery(mfaFactorsQueryOptions);
}

export function enrollMfaFactor() {
  return apiClient.post<EnrolledFactor>(enrollFactor.path, { type: 'totp' });
}

export function unenrollMfaFactor(id: string) {
  return apiClient.delete<unenrollFactor.UnenrollMfaFactorResponse['data']>(
    toPath(unenrollFactor.path, { id }),
  );
}

/** A challenge and its answer in one go: a challenge is used once, right or wrong. */
export async function verifyMfaCode(factorId: string, code: string) {
  const challenge = await apiClient.post<challengeFactor.MfaChallenge>(
    toPath(challengeFactor.path, { id: factorId }),
  );
  if (!challenge.success) return challenge;
  return apiClient.post<Session>(
    toPath(verifyFactor.path, { id: factorId }),
    { challengeId: challenge.data.id, code },
    { refreshOn401: false },
  );
}
