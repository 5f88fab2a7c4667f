import { toast } from 'sonner';

const SUCCESS_DURATION_MS = 2000;

/** Sonner has one default duration (4 s); success toasts last 2 s, so they go through here. */
export const notify = {
  success: (message: string) => toast.success(message, { duration: SUCCESS_DURATION_MS }),
  error: (message: string) => toast.error(message),
};
