import { ErrorReason } from '@creators-archive/contract';
import { AppError } from '../../lib/app-error';

/** A missing item, and to everyone but an admin one whose owner is suspended, answer alike. */
export const itemNotFound = () =>
  new AppError(404, ErrorReason.portfolioItemNotFound, 'Portfolio item not found');
