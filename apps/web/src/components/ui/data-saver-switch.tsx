import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { notify } from '../../lib/notify';
import { updateProfile, useSession } from '../../lib/session';
import { chooseDataSaver, useDataSaver } from './data-saver';

type DataSaverSwitchProps = {
  /** What the switch is called on screen: 'Data saver' unless given. */
  label?: string;
  className?: string;
};

/**
 * Turns data saver on or off. It shows the mode the visitor gets, whatever turned it on, and
 * flipping it makes that so: in this browser (a cookie, so pages the server renders follow) and,
 * for a member, in their settings, so their other devices follow too.
 */
export function DataSaverSwitch({ label, className = '' }: DataSaverSwitchProps) {
  const t = useT();
  const on = useDataSaver();
  const session = useSession();
  const [saving, setSaving] = useState(false);

  async function toggle() {
    const next = !on;
    if (session.status === 'signed-in') {
      setSaving(true);
      const response = await updateProfile({ dataSaver: next });
      setSaving(false);
      if (!response.success) {
        notify.error(response.error.message);
        return;
      }
    }
    chooseDataSaver(next);
  }

  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      disabled={saving}
      onClick={() => void toggle()}
      className={`inline-flex items-center gap-3 rounded-lg text-sm font-medium text-stone-700 hover:text-stone-900 disabled:opacity-60 ${className}`}
    >
      <span>{label ?? t('common.dataSaver')}</span>
      <span
        aria-hidden="true"
        className={`relative inline-flex h-5 w-9 shrink-0 rounded-full transition-colors ${on ? 'bg-stone-900' : 'bg-stone-300'}`}
      >
        <span
          className={`absolute top-0.5 left-0.5 size-4 rounded-full bg-white transition-transform ${on ? 'translate-x-4' : ''}`}
        />
      </span>
    </button>
  );
}
