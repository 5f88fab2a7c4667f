import {
  BOOKING_HORIZON_DAYS,
  BOOKING_HOURS_MAX,
  BOOKING_HOURS_MIN,
  BOOKING_PURPOSE_MAX,
} from '@creators-archive/contract/studios/booking-rules';
import {
  ZCreateBookingBody,
  type CreateBookingBody,
} from '@creators-archive/contract/studios/create-booking';
import type { Studio } from '@creators-archive/contract/studios/studio';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useLocale, useT } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';
import { useCreateBooking } from '../api/create-booking';
import {
  addDays,
  isoWeekdayOf,
  startTimesWithin,
  studioToday,
  timeZoneLabel,
  weekdayName,
} from '../studio-time';
import { StartTimeField } from './start-time-field';

const emptyBooking = { date: '', startTime: '', hours: '1', purpose: '' } satisfies CreateBookingBody;

/**
 * Asks the studio for time: a date in the studio's calendar, a start time the day's opening hours
 * allow, 1–8 hours and what the session is for. The API's refusals (a time no longer available,
 * an overlap with the member's own booking) show beside the field they name or above the form.
 */
export function BookingForm({ studio }: { studio: Studio }) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const form = useContractForm(ZCreateBookingBody, emptyBooking);
  const { errors, isSubmitting } = form.formState;
  const create = useCreateBooking();
  const today = studioToday(studio.timeZone);
  const date = form.watch('date');
  const day = date ? studio.openingHours.find((hours) => hours.day === isoWeekdayOf(date)) : undefined;

  const onSubmit = form.handleSubmit(async (body) => {
    const result = await create.mutateAsync({ studioId: studio.id, body });
    if (result.success) {
      notify.success(t('studios.booking.requested', { studio: studio.name }));
      form.reset(emptyBooking);
    } else {
      form.showServerError(result.error);
    }
  });

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl bg-stone-50 p-4">
      <h3 id={headingId} className="text-sm font-semibold text-stone-900">
        {t('studios.booking.heading', { studio: studio.name })}
      </h3>
      <p className="text-xs text-stone-600">
        {t('studios.booking.localTime', { zone: timeZoneLabel(studio.timeZone, locale) })}
      </p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <FormAlert message={form.alert} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('studios.booking.date')}
            type="date"
            min={today}
            max={addDays(today, BOOKING_HORIZON_DAYS)}
            error={errors.date?.message}
            {...form.register('date', {
              // Another day has other opening hours: its start time is chosen again.
              onChange: () => form.setValue('startTime', ''),
            })}
          />
          <StartTimeField
            times={day ? startTimesWithin(day) : []}
            hint={
              date && !day
                ? t('studios.booking.closedOn', { weekday: weekdayName(isoWeekdayOf(date), locale) })
                : undefined
            }
            error={errors.startTime?.message}
            {...form.register('startTime')}
          />
          <TextField
            label={t('studios.booking.hours')}
            type="number"
            inputMode="numeric"
            min={BOOKING_HOURS_MIN}
            max={BOOKING_HOURS_MAX}
            step={1}
            error={errors.hours?.message}
            {...form.register('hours')}
          />
        </div>
        <TextAreaField
          label={t('studios.booking.purpose')}
          rows={3}
          maxLength={BOOKING_PURPOSE_MAX}
          placeholder={t('studios.booking.purposePlaceholder')}
          error={errors.purpose?.message}
          {...form.register('purpose')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('studios.booking.sending') : t('studios.booking.submit')}
        </Button>
      </form>
    </section>
  );
}
