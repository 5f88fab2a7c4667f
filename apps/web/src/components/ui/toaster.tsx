import { Toaster as Sonner } from 'sonner';
import { useT } from '../../i18n/use-t';

/**
 * Below the top bar, which publishes its height as `--top-bar-height` (4rem, the bar's one-row
 * height, on pages without it): a toast over the account menu would take the click meant for the
 * menu, and would stay there while the pointer rests on it.
 */
const belowTopBar = 'calc(var(--top-bar-height, 4rem) + 0.5rem)';

/** Toasts at the top right, under the top bar: 4 s for errors and default, at most 20 on screen. */
export function Toaster() {
  const t = useT();
  return (
    <Sonner
      position="top-right"
      offset={{ top: belowTopBar }}
      mobileOffset={{ top: belowTopBar }}
      duration={4000}
      visibleToasts={20}
      richColors
      closeButton
      containerAriaLabel={t('common.toasts.region')}
      toastOptions={{ closeButtonAriaLabel: t('common.toasts.close') }}
    />
  );
}
