import * as sendContactMessage from '@creators-archive/contract/contact/send-contact-message';
import { apiClient, failure } from '../../../lib/api-client';

export async function sendMessage(input: sendContactMessage.SendContactMessageRequest) {
  const response = await apiClient.post<sendContactMessage.SendContactMessageResponse['data']>(
    sendContactMessage.path,
    input,
  );
  if (!response.success && !response.error.message)
    return failure(response.error.code, 'Failed to send message');
  return response;
}
