import { ErrorReason } from '@creators-archive/contract';
import { reasonError } from '../../i18n/error-messages';

/** A missing item, and to everyone but an admin one whose owner is suspended, answer alike. */
export const itemNotFound = () => reasonError(404, ErrorReason.portfolioItemNotFound);
