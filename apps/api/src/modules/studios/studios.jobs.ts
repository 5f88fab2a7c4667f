import { z } from 'zod';
import { defineJob } from '../../jobs/job-registry';

/**
 * Writes to the studio about a booking, queued to run once the booking has stood for the quiet
 * window (booking-limits.ts): by then it may have been cancelled or declined, and the studio is
 * then told nothing.
 */
export const tellStudioJob = defineJob({
  type: 'studios.tell-studio',
  payload: z.object({ bookingId: z.uuid() }),
});
