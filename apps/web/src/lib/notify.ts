import type * as Sonner from 'sonner';

const SUCCESS_DURATION_MS = 2000;

let sonnerLoading: Promise<typeof Sonner> | undefined;
/** Sonner arrives with the first toast, not with the page: most visits show none. */
const sonner = () => (sonnerLoading ??= import('sonner'));

/** Sonner has one default duration (4 s); success toasts last 2 s, so they go through here. */
export const notify = {
  success: (message: string) =>
    void sonner().then(({ toast }) => toast.success(message, { duration: SUCCESS_DURATION_MS })),
  error: (message: string) => void sonner().then(({ toast }) => toast.error(message)),
};
