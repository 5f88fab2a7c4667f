import { Toaster as Sonner } from 'sonner';

/** Toasts at the top right: 4 s for errors and default, at most 20 on screen. */
export function Toaster() {
  return <Sonner position="top-right" duration={4000} visibleToasts={20} richColors closeButton />;
}
