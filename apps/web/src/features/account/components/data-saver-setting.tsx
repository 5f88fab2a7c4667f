import { DataSaverSwitch } from '../../../components/ui/data-saver-switch';
import { useT } from '../../../i18n/use-t';

/**
 * The member's data saver. Saved to their account, so every device they sign in on follows it,
 * and remembered in this browser, so pages the server renders follow it before the app loads.
 */
export function DataSaverSetting() {
  const t = useT();
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600">{t('account.dataSaver.explanation')}</p>
      <DataSaverSwitch label={t('account.dataSaver.switch')} />
    </div>
  );
}
