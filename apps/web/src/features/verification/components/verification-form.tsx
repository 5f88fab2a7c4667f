import { ZCreateVerificationRequestFields } from '@creators-archive/contract/verification/create-verification-request';
import {
  VERIFICATION_DOCUMENT_MAX_MEGABYTES,
  VERIFICATION_LINKS_MAX,
  VERIFICATION_STATEMENT_MAX,
  VERIFICATION_STATEMENT_MIN,
  verificationDocumentTypes,
  ZVerificationLinks,
} from '@creators-archive/contract/verification/verification-request';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { firstMessageOf } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCreateVerificationRequest } from '../api/create-verification-request';

const documentMaxBytes = VERIFICATION_DOCUMENT_MAX_MEGABYTES * 1024 * 1024;
const documentAccept = 'image/*,application/pdf';

/** What the browser can tell of the identity document before sending a byte. */
export function checkDocument(file: File): string | undefined {
  if (!(verificationDocumentTypes as readonly string[]).includes(file.type)) {
    return `${file.name} is not a JPEG, PNG or WebP image or a PDF.`;
  }
  if (file.size > documentMaxBytes) {
    return `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB; the most is ${VERIFICATION_DOCUMENT_MAX_MEGABYTES} MB.`;
  }
  if (file.size === 0) return `${file.name} is empty.`;
  return undefined;
}

/**
 * The application as the form holds it: the contract's statement, one box per link (sent as the
 * JSON array the contract reads), and the document, checked for its type and size.
 */
const ZApplicationForm = z.object({
  statement: ZCreateVerificationRequestFields.shape.statement,
  links: z
    .array(z.object({ url: z.string() }))
    .transform((items) => items.map((item) => item.url))
    .pipe(ZVerificationLinks),
  document: z
    .custom<File | undefined>((value) => value === undefined || value instanceof File)
    .superRefine((file, context) => {
      const problem = file && checkDocument(file);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});
type ApplicationFormValues = z.input<typeof ZApplicationForm>;

/** The vetted program's application: a statement, 1–5 links and an optional identity document. */
export function VerificationForm({ onApplied }: { onApplied?: () => void }) {
  const form = useContractForm(ZApplicationForm, {
    statement: '',
    links: [{ url: '' }],
    document: undefined,
  } satisfies ApplicationFormValues);
  const { errors, isSubmitting } = form.formState;
  const links = useFieldArray({ control: form.control, name: 'links' });
  const create = useCreateVerificationRequest();
  const characters = (form.watch('statement') ?? '').trim().length;

  const onSubmit = form.handleSubmit(async (application) => {
    const result = await create.mutateAsync(application);
    if (result.success) {
      notify.success('Application sent: the team will review it');
      onApplied?.();
    } else {
      form.showServerError(result.error);
    }
  });

  const linksError = errors.links?.message ?? errors.links?.root?.message;

  return (
    <section
      aria-labelledby="verification-form-heading"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6"
    >
      <h2 id="verification-form-heading" className="text-lg font-semibold text-stone-900">
        Apply for verification
      </h2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
        <FormAlert message={form.alert} />
        <div className="space-y-1">
          <TextAreaField
            label="Statement"
            rows={6}
            maxLength={VERIFICATION_STATEMENT_MAX}
            error={errors.statement?.message}
            {...form.register('statement')}
          />
          <p className="text-xs text-stone-600">
            {characters.toLocaleString()} / {VERIFICATION_STATEMENT_MAX.toLocaleString()} characters
            {characters < VERIFICATION_STATEMENT_MIN && ` (at least ${VERIFICATION_STATEMENT_MIN})`}
          </p>
        </div>

        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-stone-800">Links to your work elsewhere</legend>
          <p className="text-xs text-stone-600">
            Between 1 and {VERIFICATION_LINKS_MAX}: a studio page, a published project, a client’s site.
          </p>
          {links.fields.map((field, index) => (
            <div key={field.id} className="flex items-end gap-2">
              <TextField
                className="flex-1"
                label={`Link ${index + 1}`}
                type="url"
                inputMode="url"
                placeholder="https://"
                error={firstMessageOf(errors.links?.[index])}
                {...form.register(`links.${index}.url`)}
              />
              {links.fields.length > 1 && (
                <Button
                  variant="ghost"
                  aria-label={`Remove the link in box ${index + 1}`}
                  onClick={() => links.remove(index)}
                >
                  Remove
                </Button>
              )}
            </div>
          ))}
          {linksError && (
            <p role="alert" className="text-sm text-red-700">
              {linksError}
            </p>
          )}
          {links.fields.length < VERIFICATION_LINKS_MAX && (
            <Button variant="secondary" onClick={() => links.append({ url: '' })}>
              Add link
            </Button>
          )}
        </fieldset>

        <div className="space-y-1.5">
          <label htmlFor="verification-document" className="block text-sm font-medium text-stone-800">
            Identity document (optional)
          </label>
          <input
            id="verification-document"
            type="file"
            accept={documentAccept}
            aria-invalid={errors.document ? true : undefined}
            aria-describedby="verification-document-hint"
            className="block text-sm"
            onChange={(event) => form.setValue('document', event.target.files?.[0], { shouldValidate: true })}
          />
          <p id="verification-document-hint" className="text-xs text-stone-600">
            {errors.document?.message ? (
              <span className="text-red-700">{errors.document.message}</span>
            ) : (
              `A photo or scan of an ID, JPEG, PNG, WebP or PDF up to ${VERIFICATION_DOCUMENT_MAX_MEGABYTES} MB. Only the team sees it, and it is deleted once your application is decided.`
            )}
          </p>
        </div>

        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Submit application'}
        </Button>
      </form>
    </section>
  );
}
