import * as sendInquiry from '@creators-archive/contract/inquiries/send-inquiry';
import { callEndpoint } from '../../../lib/call-endpoint';

export function sendInquiryTo(designerId: string, body: sendInquiry.SendInquiryRequest) {
  return callEndpoint(sendInquiry, { params: { id: designerId }, body });
}
