import { z } from 'zod';
import { ZDesignerCard } from '../directory/find-designers';
import { successEnvelope } from '../envelope';
import { feedSuggestionsPath } from './follow-paths';

/**
 * Designers to follow, for a signed-in member: listed designers they do not follow yet (not
 * themselves), verified first, then the most recently active (newest ready work or profile
 * change), at most SUGGESTED_DESIGNERS of them, as the directory's cards.
 */
export const method = 'GET';
export const path = feedSuggestionsPath;

export const SUGGESTED_DESIGNERS = 12;

export const ZSuggestDesignersResponse = successEnvelope(z.object({ items: z.array(ZDesignerCard) }));
export type SuggestDesignersResponse = z.infer<typeof ZSuggestDesignersResponse>;
