import * as createVerificationRequestEndpoint from '@creators-archive/contract/verification/create-verification-request';
import type { CreateVerificationRequestResponse } from '@creators-archive/contract/verification/create-verification-request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { myVerificationQueryKey } from './get-my-verification';

export type CreatedVerificationRequest = CreateVerificationRequestResponse['data'];

export type VerificationApplication = {
  statement: string;
  links: string[];
  document?: File | undefined;
};

/**
 * Applies to the vetted program: multipart with the statement, the links as a JSON array string
 * and the identity document when there is one. Answers the envelope, so a form can show the
 * fields a failure names.
 */
export async function createVerificationRequest({ statement, links, document }: VerificationApplication) {
  const form = new FormData();
  form.append('statement', statement);
  form.append('links', JSON.stringify(links));
  if (document) form.append(createVerificationRequestEndpoint.documentField, document);
  return withFallbackMessage(
    await callEndpoint(createVerificationRequestEndpoint, { body: form }),
    translator(pageLanguage())('verification.errors.send'),
  );
}

export function useCreateVerificationRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createVerificationRequest,
    onSettled: () => client.invalidateQueries({ queryKey: myVerificationQueryKey }),
  });
}
