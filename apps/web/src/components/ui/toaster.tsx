import { Toaster as Sonner } from 'sonner';
import { useT } from '../../i18n/use-t';

/** Toasts at the top right: 4 s for errors and default, at most 20 on screen. */
export function Toaster() {
  const t = useT();
  return (
    <Sonner
      position="top-right"
      duration={4000}
      visibleToasts={20}
      richColors
      closeButton
      containerAriaLabel={t('common.toasts.region')}
      toastOptions={{ closeButtonAriaLabel: t('common.toasts.close') }}
    />
  );
}
