import { z } from 'zod';
import { ZTextLine } from '../entities/text';

/**
 * The identity document behind a signed link from the review (admins open it in a new tab, so the
 * signature is the credential): the file with its own type, `Cache-Control: no-store`. An unknown
 * or expired link answers 404 DOCUMENT_LINK_EXPIRED.
 */
export const method = 'GET';
export const path = '/v1/admin/verification-documents/:token';

export const ZDocumentLinkParams = z.object({ token: ZTextLine.min(1).max(2000) });
