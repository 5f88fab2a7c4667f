import type { MessageId } from '@creators-archive/i18n';
import {
  emailedNotificationKinds,
  notificationDeliveries,
  ZNotificationPreferences,
  type EmailedNotificationKind,
  type NotificationDelivery,
  type NotificationPreferences,
} from '@creators-archive/contract/notifications/notification-preferences';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useT } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';
import {
  notificationPreferencesQueryOptions,
  useNotificationPreferences,
} from '../api/get-notification-preferences';
import { updateNotificationPreferences } from '../api/update-notification-preferences';

const kindLabels: Record<EmailedNotificationKind, MessageId> = {
  follower: 'account.notificationSettings.follower',
  like: 'account.notificationSettings.like',
  collection_save: 'account.notificationSettings.collectionSave',
};

const deliveryLabels: Record<NotificationDelivery, MessageId> = {
  immediate: 'account.notificationSettings.immediate',
  digest: 'account.notificationSettings.digest',
  never: 'account.notificationSettings.never',
};

/**
 * The member's notification e-mails: for each kind, at once, in one daily digest, or never.
 * Payments, bookings, verification decisions, membership endings and inquiries have e-mails of
 * their own, which these settings leave as they are; the explanation says so.
 */
export function NotificationSettings() {
  const t = useT();
  const preferences = useNotificationPreferences();
  if (!preferences.data) {
    return preferences.isError ? (
      <FormAlert message={t('account.notificationSettings.loadFailed')} />
    ) : (
      <Spinner label={t('account.notificationSettings.loading')} />
    );
  }
  return <NotificationSettingsForm saved={preferences.data} />;
}

function NotificationSettingsForm({ saved }: { saved: NotificationPreferences }) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useContractForm(ZNotificationPreferences, saved);
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (preferences) => {
    const result = await updateNotificationPreferences(preferences);
    if (!result.success) return form.showServerError(result.error);
    queryClient.setQueryData(notificationPreferencesQueryOptions().queryKey, result.data);
    notify.success(t('account.notificationSettings.saved'));
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <p className="text-sm text-stone-600">{t('account.notificationSettings.explanation')}</p>
      <FormAlert message={form.alert} />
      {emailedNotificationKinds.map((kind) => (
        <fieldset key={kind}>
          <legend className="text-sm font-medium text-stone-800">{t(kindLabels[kind])}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {notificationDeliveries.map((delivery) => (
              <label key={delivery} className="inline-flex items-center gap-2 text-sm text-stone-800">
                <input
                  type="radio"
                  value={delivery}
                  className="size-4 accent-stone-900"
                  {...form.register(kind)}
                />
                {t(deliveryLabels[delivery])}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <Button type="submit" disabled={isSubmitting}>
        {t('account.notificationSettings.submit')}
      </Button>
    </form>
  );
}
