import * as challengeFactor from '@creators-archive/contract/auth/challenge-mfa-factor';
import * as enrollFactor from '@creators-archive/contract/auth/enroll-mfa-factor';
import * as findFactors from '@creators-archive/contract/auth/find-mfa-factors';
import * as unenrollFactor from '@creators-archive/contract/auth/unenroll-mfa-factor';
import * as verifyFactor from '@creators-archive/contract/auth/verify-mfa-factor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type MfaFactor = findFactors.MfaFactor;
export type EnrolledFactor = enrollFactor.EnrolledFactor;

export function findMfaFactors() {
  return callEndpoint(findFactors);
}

export const mfaFactorsQueryOptions = queryOptions({
  queryKey: ['auth', 'mfa-factors'],
  queryFn: async () => unwrap(await findMfaFactors()).items,
});

export function useMfaFactors() {
  return useQuery(mfaFactorsQueryOptions);
}

export function enrollMfaFactor() {
  return callEndpoint(enrollFactor, { body: { type: 'totp' } });
}

export function unenrollMfaFactor(id: string) {
  return callEndpoint(unenrollFactor, { params: { id } });
}

/** A challenge and its answer in one go: a challenge is used once, right or wrong. */
export async function verifyMfaCode(factorId: string, code: string) {
  const challenge = await callEndpoint(challengeFactor, { params: { id: factorId } });
  if (!challenge.success) return challenge;
  return callEndpoint(verifyFactor, {
    params: { id: factorId },
    body: { challengeId: challenge.data.id, code },
    refreshOn401: false,
  });
}
