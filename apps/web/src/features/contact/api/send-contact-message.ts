import * as sendContactMessage from '@creators-archive/contract/contact/send-contact-message';
import type { Translate } from '../../../i18n/use-t';
import { failure } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';

export async function sendMessage(input: sendContactMessage.SendContactMessageRequest, t: Translate) {
  const response = await callEndpoint(sendContactMessage, { body: input });
  if (!response.success && !response.error.message)
    return failure(response.error.code, t('contact.form.failed'));
  return response;
}
