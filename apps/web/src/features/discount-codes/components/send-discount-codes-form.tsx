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
import { firstMessageOf } from '../../../lib/form-errors';
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

/** The subject the API gives a campaign sent without one. */
export const defaultSubject = (code: string) => `Your Creators Archive discount code: ${code}`;

/** Where the e-mailed link leads: the join page with the code in its discount field. */
export function joinLink(code: string): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}/join?code=${encodeURIComponent(code)}`;
}

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new Error(`Could not read ${file.name}`));
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
      setFileNote(`${found.length} ${found.length === 1 ? 'address' : 'addresses'} added from ${file.name}`);
    } catch (error) {
      setFileNote((error as Error).message);
    }
    event.target.value = '';
  };

  if (sent) {
    return (
      <div className="space-y-6">
        <p role="status" className="text-sm text-stone-800">
          {sent.queued} {sent.queued === 1 ? 'message is' : 'messages are'} on the way.
        </p>
        {sent.campaignId ? (
          <CampaignStatus id={sent.campaignId} />
        ) : (
          <p className="text-sm text-stone-600">No campaign was started.</p>
        )}
        <Button
          variant="secondary"
          onClick={() => {
            setSent(null);
            setChecked(null);
            form.reset();
          }}
        >
          Send another
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <form
        aria-label="Send a discount code"
        onSubmit={(event) => {
          event.preventDefault();
          void run(true);
        }}
        noValidate
        className="space-y-5 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <FormAlert message={form.alert} />
        {codes.isPending && <Spinner label="Loading discount codes" />}
        {codes.isError && (
          <p role="alert" className="text-sm text-red-700">
            {codes.error.message}
          </p>
        )}
        <div className="space-y-1.5">
          <label htmlFor="send-code" className="block text-sm font-medium text-stone-800">
            Code
          </label>
          <select
            id="send-code"
            className={selectClasses}
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={errors.code ? 'send-code-error' : undefined}
            {...form.register('code')}
          >
            <option value="">Choose an active code</option>
            {active.map((code) => (
              <option key={code.id} value={code.code}>
                {code.code}
              </option>
            ))}
          </select>
          {errors.code?.message && (
            <p id="send-code-error" className="text-sm text-red-700">
              {errors.code.message}
            </p>
          )}
        </div>
        <TextAreaField
          label="Addresses"
          rows={8}
          placeholder={'ada@example.com\nkofi@example.com'}
          error={firstMessageOf(errors.emails)}
          {...form.register('emails')}
        />
        <div className="space-y-1.5">
          <label htmlFor="send-file" className="block text-sm font-medium text-stone-800">
            Or add the addresses in a .csv or .txt file
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
        <TextField label="Subject" error={errors.subject?.message} {...form.register('subject')} />
        <TextAreaField
          label="Message"
          rows={5}
          error={errors.message?.message}
          {...form.register('message')}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="secondary" disabled={isSubmitting}>
            Check addresses
          </Button>
          <ConfirmDialog
            trigger={<Button disabled={isSubmitting}>Send</Button>}
            title={`Send ${values.code || 'this code'}?`}
            confirmLabel="Yes, send"
            onConfirm={() => run(false)}
          >
            {check
              ? `${check.queued} ${check.queued === 1 ? 'person' : 'people'} will be e-mailed the code.`
              : 'Everyone on the list who has not had this message yet will be e-mailed the code.'}
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
  return (
    <section
      aria-label="Address check"
      className="space-y-2 rounded-lg bg-stone-50 p-4 text-sm text-stone-800"
    >
      <p role="status">
        {result.queued} {result.queued === 1 ? 'address' : 'addresses'} will be sent the code.
      </p>
      <p>
        {result.duplicates} {result.duplicates === 1 ? 'duplicate' : 'duplicates'}, {result.alreadySent}{' '}
        already sent
      </p>
      {result.invalid.length > 0 && (
        <div>
          <p className="font-medium">
            {result.invalid.length} not {result.invalid.length === 1 ? 'an address' : 'addresses'}:
          </p>
          <ul aria-label="Invalid entries" className="list-disc pl-5">
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
  return (
    <section aria-labelledby="preview-heading" className="space-y-3">
      <h2 id="preview-heading" className="text-lg font-semibold text-stone-900">
        Preview
      </h2>
      {code ? (
        <div className="space-y-3 rounded-2xl border border-stone-200 bg-white p-6 text-sm text-stone-800">
          <p className="font-semibold">{subject.trim() || defaultSubject(code.code)}</p>
          <p>Hello,</p>
          {message.trim() && <p className="whitespace-pre-line">{message.trim()}</p>}
          <p>
            Use the code <span className="font-mono font-semibold">{code.code}</span> when you join Creators
            Archive for {code.kind === 'percent' ? `${code.value}%` : formatCodeValue(code)} off your
            membership.
          </p>
          <p>
            {code.expiresAt
              ? `The code works until ${formatDateTime(code.expiresAt)}.`
              : 'The code does not expire.'}
          </p>
          <p>
            Join with this code:{' '}
            <span className="break-all text-brand-700 underline">{joinLink(code.code)}</span>
          </p>
          <p className="text-xs text-stone-500">
            You received this because a Creators Archive admin sent you this code.
          </p>
          <p className="border-t border-stone-100 pt-3 text-xs text-stone-600">
            Terms of the code: {describeTerms(code, plans)}.
          </p>
        </div>
      ) : (
        <p className="text-sm text-stone-600">Choose a code to see the e-mail.</p>
      )}
    </section>
  );
}
