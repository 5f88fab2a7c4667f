import { useSyncExternalStore } from 'react';
import type * as Sonner from 'sonner';

const SUCCESS_DURATION_MS = 2000;

let sonnerLoading: Promise<typeof Sonner> | undefined;
const toastsAskedFor = new Set<() => void>();

/**
 * Sonner, and with it the toasts' region (app/app.tsx), arrive with the first toast, not with the
 * page: most visits show none, and a visitor saving data downloads neither. Sonner shows a toast
 * asked for before its region is there once the region mounts.
 */
export function toastLibrary(): Promise<typeof Sonner> {
  if (!sonnerLoading) {
    sonnerLoading = import('sonner');
    toastsAskedFor.forEach((listener) => listener());
  }
  return sonnerLoading;
}

/** Whether a toast has been asked for yet: the toasts' region mounts from then on. */
export function useToastsAskedFor(): boolean {
  return useSyncExternalStore(
    (listener) => {
      toastsAskedFor.add(listener);
      return () => toastsAskedFor.delete(listener);
    },
    () => sonnerLoading !== undefined,
    () => false,
  );
}

/** Sonner has one default duration (4 s); success toasts last 2 s, so they go through here. */
export const notify = {
  success: (message: string) =>
    void toastLibrary().then(({ toast }) => toast.success(message, { duration: SUCCESS_DURATION_MS })),
  error: (message: string) => void toastLibrary().then(({ toast }) => toast.error(message)),
};
