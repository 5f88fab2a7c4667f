import * as createStreamTicketEndpoint from '@creators-archive/contract/notifications/create-stream-ticket';
import { callEndpoint } from '../../../lib/call-endpoint';

/** A single-use ticket for the member's notification stream, or undefined when none was given. */
export async function createStreamTicket(): Promise<string | undefined> {
  const answer = await callEndpoint(createStreamTicketEndpoint);
  return answer.success ? answer.data.ticket : undefined;
}
