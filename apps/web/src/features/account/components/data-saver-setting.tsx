import { DataSaverSwitch } from '../../../components/ui/data-saver-switch';

/**
 * The member's data saver. Saved to their account, so every device they sign in on follows it,
 * and remembered in this browser, so pages the server renders follow it before the app loads.
 */
export function DataSaverSetting() {
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600">
        Images start small, load only when they come on screen, and a designer&apos;s work waits until you ask
        for it. It is also on when your browser asks sites to save data, unless you turn it off here.
      </p>
      <DataSaverSwitch label="Use data saver" />
    </div>
  );
}
