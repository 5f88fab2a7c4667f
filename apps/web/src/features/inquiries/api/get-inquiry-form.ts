import * as getInquiryForm from '@creators-archive/contract/inquiries/get-inquiry-form';
import { callEndpoint } from '../../../lib/call-endpoint';

/** A fresh inquiry form for the designer: the kinds they are open to and its signed token. */
export function getInquiryFormFor(designerId: string) {
  return callEndpoint(getInquiryForm, { params: { id: designerId } });
}
