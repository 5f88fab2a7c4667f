import * as sendContactMessage from '@creators-archive/contract/contact/send-contact-message';
import type { Translate } from '../../../i18n/use-t';
import { apiClient, failure } from '../../../lib/api-client';

export async function sendMessage(input: sendContactMessage.SendContactMessageRequest, t: Translate) {
  const response = await apiClient.post<sendContactMessage.SendContactMessageResponse['data']>(
    sendContactMessage.path,
    input,
  );
  if (!response.success && !response.error.message)
    return failure(response.error.code, t('contact.form.failed'));
  return response;
}
