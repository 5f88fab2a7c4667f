import type { Plan } from '@creators-archive/contract';
import {
  ZSendDiscountEmailsRequest,
  type SendDiscountEmailsRequest,
} from '@creators-archive/contract/subscriptions/send-discount-emails';
import { useState, type ChangeEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { T, useLocale, useT } from '../../../i18n/use-t';
import { firstMessageOf, useReadableMessage } from '../../../lib/form-errors';
import { ApiRequestError } from '../../../lib/query-client';
import { addressesInFile, splitAddresses } from '../addresses';
import { useDiscountCodes, type AdminDiscountCode } from '../api/find-discount-codes';
import { useSendDiscountEmails, type SendDiscountEmailsResult } from '../api/send-discount-emails';
import { formatDateTime } from '../../../lib/dates';
import { describeTerms, formatCodeValue, isActive } from '../terms';
import { CampaignStatus } from './campaign-status';

/** The boxes as typed, turned into the contract's request (without `dryRun`) and checked with it. */
const ZSendForm = z
  .object({ code: z.string(), emails: z.string(), subject: z.string(), message: z.string() })
  .transform((form): SendDiscountEmailsRequest => ({
    code: form.code,
    emails: splitAddresses(form.emails),
    ...(form.subject.trim() && { subject: form.subject }),
    ...(form.message.trim() && { message: form.message }),
  }))
  .pipe(ZSendDiscountEmailsRequest);

/** Where the e-mailed link leads: the join page with the code in its discount field. */
export function joinLink(code: string): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}/join?code=${encodeURIComponent(code)}`;
}

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

const selectClasses =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm shadow-xs aria-invalid:border-red-600';

/**
 * E-mails an active code to a list of addresses (admins): pasted or read from a file in the
 * browser, checked by a dry run, previewed as the member reads it, then sent behind a
 * confirmation, after which the campaign's progress shows.
 */
export function SendDiscountCodesForm({ plans }: { plans: readonly Plan[] }) {
  const codes = useDiscountCodes();
  const t = useT();
  const readable = useReadableMessage();
  const active = (codes.data ?? []).filter((code) => isActive(code));
  const form = useContractForm(ZSendForm, { code: '', emails: '', subject: '', message: '' });
  const send = useSendDiscountEmails();
  const [checked, setChecked] = useState<{ result: SendDiscountEmailsResult; of: string } | null>(null);
  const [sent, setSent] = useState<SendDiscountEmailsResult | null>(null);
  const [fileNote, setFileNote] = useState<string | null>(null);
  const values = useWatch({ control: form.control });
  const chosen = active.find((code) => code.code === values.code);
  // A check answers for the list it was run on; changing the list or the e-mail sets it aside.
  const listKey = JSON.stringify([values.code, values.emails, values.subject, values.message]);
  const check = checked?.of === listKey ? checked.result : null;
  const { errors, isSubmitting } = form.formState;

  const run = (dryRun: boolean) =>
    form.handleSubmit(async (request) => {
      try {
        const result = await send.mutateAsync({ ...request, dryRun });
        if (dryRun) setChecked({ result, of: listKey });
        else setSent(result);
      } catch (error) {
        if (error instanceof ApiRequestError) form.showServerError(error);
        else form.showAlert((error as Error).message);
      }
    })();

  const addFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      const found = addressesInFile(await readText(file));
      const current = form.getValues('emails').trim();
      form.setValue('emails', [current, ...found].filter(Boolean).join('\n'));
      setFileNote(t('admin.sendCodes.file.added', { count: found.length, file: file.name }));
    } catch {
      setFileNote(t('admin.sendCodes.file.unreadable', { file: file.name }));
    }
    event.target.value = '';
  };

  if (sent) {
    return (
      <div className="space-y-6">
        <p role="status" className="text-sm text-stone-800">
          {t('admin.sendCodes.sent', { count: sent.queued })}
        </p>
        {sent.campaignId ? (
          <CampaignStatus id={sent.campaignId} />
        ) : (
          <p className="text-sm text-stone-600">{t('admin.sendCodes.noCampaign')}</p>
        )}
        <Button
          variant="secondary"
          onClick={() => {
            setSent(null);
            setChecked(null);
            form.reset();
          }}
        >
          {t('admin.sendCodes.sendAnother')}
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <form
        aria-label={t('admin.sendCodes.form.title')}
        onSubmit={(event) => {
          event.preventDefault();
          void run(true);
        }}
        noValidate
        className="space-y-5 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <FormAlert message={form.alert} />
        {codes.isPending && <Spinner label={t('admin.discountCodes.loading')} />}
        {codes.isError && (
          <p role="alert" className="text-sm text-red-700">
            {codes.error.message}
          </p>
        )}
        <div className="space-y-1.5">
          <label htmlFor="send-code" className="block text-sm font-medium text-stone-800">
            {t('admin.discountCodes.code')}
          </label>
          <select
            id="send-code"
            className={selectClasses}
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={errors.code ? 'send-code-error' : undefined}
            {...form.register('code')}
          >
            <option value="">{t('admin.sendCodes.form.chooseCode')}</option>
            {active.map((code) => (
              <option key={code.id} value={code.code}>
                {code.code}
              </option>
            ))}
          </select>
          {errors.code?.message && (
            <p id="send-code-error" className="text-sm text-red-700">
              {readable(errors.code.message)}
            </p>
          )}
        </div>
        <TextAreaField
          label={t('admin.sendCodes.form.addresses')}
          rows={8}
          placeholder={t('admin.sendCodes.form.addressesExample')}
          error={firstMessageOf(errors.emails)}
          {...form.register('emails')}
        />
        <div className="space-y-1.5">
          <label htmlFor="send-file" className="block text-sm font-medium text-stone-800">
            {t('admin.sendCodes.form.file')}
          </label>
          <input
            id="send-file"
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            onChange={(event) => void addFile(event)}
            className="block text-sm"
          />
          {fileNote && (
            <p role="status" className="text-sm text-stone-600">
              {fileNote}
            </p>
          )}
        </div>
        <TextField
          label={t('admin.sendCodes.form.subject')}
          error={errors.subject?.message}
          {...form.register('subject')}
        />
        <TextAreaField
          label={t('admin.sendCodes.form.message')}
          rows={5}
          error={errors.message?.message}
          {...form.register('message')}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="secondary" disabled={isSubmitting}>
            {t('admin.sendCodes.form.check')}
          </Button>
          <ConfirmDialog
            trigger={<Button disabled={isSubmitting}>{t('admin.sendCodes.confirm.action')}</Button>}
            title={
              values.code
                ? t('admin.sendCodes.confirm.title', { code: values.code })
                : t('admin.sendCodes.confirm.titleNoCode')
            }
            confirmLabel={t('admin.sendCodes.confirm.confirm')}
            onConfirm={() => run(false)}
          >
            {check
              ? t('admin.sendCodes.confirm.counted', { count: check.queued })
              : t('admin.sendCodes.confirm.uncounted')}
          </ConfirmDialog>
        </div>
        {check && <CheckResult result={check} />}
      </form>
      <Preview code={chosen} plans={plans} subject={values.subject ?? ''} message={values.message ?? ''} />
    </div>
  );
}

/** What a dry run found: how many will be sent, the duplicates, those sent before and the invalid entries. */
function CheckResult({ result }: { result: SendDiscountEmailsResult }) {
  const t = useT();
  return (
    <section
      aria-label={t('admin.sendCodes.check.title')}
      className="space-y-2 rounded-lg bg-stone-50 p-4 text-sm text-stone-800"
    >
      <p role="status">{t('admin.sendCodes.check.queued', { count: result.queued })}</p>
      <p>
        {t('admin.sendCodes.check.skipped', {
          duplicates: result.duplicates,
          alreadySent: result.alreadySent,
        })}
      </p>
      {result.invalid.length > 0 && (
        <div>
          <p className="font-medium">
            {t('admin.sendCodes.check.invalid', { count: result.invalid.length })}
          </p>
          <ul aria-label={t('admin.sendCodes.check.invalidList')} className="list-disc pl-5">
            {result.invalid.map((entry, index) => (
              <li key={`${entry}-${index}`}>{entry}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

type PreviewProps = {
  code: AdminDiscountCode | undefined;
  plans: readonly Plan[];
  subject: string;
  message: string;
};

/** The e-mail as the member reads it: subject, message, the code, its terms and the join link. */
function Preview({ code, plans, subject, message }: PreviewProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="preview-heading" className="space-y-3">
      <h2 id="preview-heading" className="text-lg font-semibold text-stone-900">
        {t('admin.sendCodes.preview.heading')}
      </h2>
      {code ? (
        <div className="space-y-3 rounded-2xl border border-stone-200 bg-white p-6 text-sm text-stone-800">
          <p className="font-semibold">
            {subject.trim() || t('admin.sendCodes.preview.defaultSubject', { code: code.code })}
          </p>
          <p>{t('admin.sendCodes.preview.greeting')}</p>
          {message.trim() && <p className="whitespace-pre-line">{message.trim()}</p>}
          <p>
            <T
              id="admin.sendCodes.preview.useCode"
              values={{
                code: code.code,
                // The e-mail writes a percentage without the space the codes' list puts before %.
                discount:
                  code.kind === 'percent'
                    ? new Intl.NumberFormat(locale, { style: 'percent' }).format(code.value / 100)
                    : formatCodeValue(code, t, locale),
              }}
              components={{ 0: <span className="font-mono font-semibold" /> }}
            />
          </p>
          <p>
            {code.expiresAt
              ? t('admin.sendCodes.preview.expires', { date: formatDateTime(code.expiresAt, locale) })
              : t('admin.sendCodes.preview.noExpiry')}
          </p>
          <p>
            <T
              id="admin.sendCodes.preview.join"
              values={{ link: joinLink(code.code) }}
              components={{ 0: <span className="break-all text-brand-700 underline" /> }}
            />
          </p>
          <p className="text-xs text-stone-500">{t('admin.sendCodes.preview.footnote')}</p>
          <p className="border-t border-stone-100 pt-3 text-xs text-stone-600">
            {t('admin.sendCodes.preview.terms', { terms: describeTerms(code, plans, t, locale) })}
          </p>
        </div>
      ) : (
        <p className="text-sm text-stone-600">{t('admin.sendCodes.preview.none')}</p>
      )}
    </section>
  );
}
