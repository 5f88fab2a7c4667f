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
import { pageLanguage } from '../../../i18n/i18n';
import { translator, useLocale, useT } from '../../../i18n/use-t';
import { firstMessageOf, useReadableMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCreateVerificationRequest } from '../api/create-verification-request';

const documentMaxBytes = VERIFICATION_DOCUMENT_MAX_MEGABYTES * 1024 * 1024;
const documentAccept = 'image/*,application/pdf';
/** Shows what a link looks like; an address, not words. */
const linkPlaceholder = 'https://';

/** What the browser can tell of the identity document before sending a byte. */
function checkDocument(file: File): string | undefined {
  const language = pageLanguage();
  const t = translator(language);
  if (!(verificationDocumentTypes as readonly string[]).includes(file.type)) {
    return t('verification.form.document.wrongType', { file: file.name });
  }
  if (file.size > documentMaxBytes) {
    return t('verification.form.document.tooLarge', {
      file: file.name,
      size: new Intl.NumberFormat(language.locale, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(file.size / 1024 / 1024),
      max: VERIFICATION_DOCUMENT_MAX_MEGABYTES,
    });
  }
  if (file.size === 0) return t('verification.form.document.empty', { file: file.name });
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
  const t = useT();
  const readable = useReadableMessage();
  const locale = useLocale();
  const count = new Intl.NumberFormat(locale);
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
      notify.success(t('verification.form.sent'));
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
        {t('verification.form.heading')}
      </h2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
        <FormAlert message={form.alert} />
        <div className="space-y-1">
          <TextAreaField
            label={t('verification.form.statement')}
            rows={6}
            maxLength={VERIFICATION_STATEMENT_MAX}
            error={errors.statement?.message}
            {...form.register('statement')}
          />
          <p className="text-xs text-stone-600">
            {t(
              characters < VERIFICATION_STATEMENT_MIN
                ? 'verification.form.charactersBelowMinimum'
                : 'verification.form.characters',
              {
                count: count.format(characters),
                max: count.format(VERIFICATION_STATEMENT_MAX),
                min: count.format(VERIFICATION_STATEMENT_MIN),
              },
            )}
          </p>
        </div>

        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-stone-800">{t('verification.form.links')}</legend>
          <p className="text-xs text-stone-600">
            {t('verification.form.linksHint', { max: VERIFICATION_LINKS_MAX })}
          </p>
          {links.fields.map((field, index) => (
            <div key={field.id} className="flex items-end gap-2">
              <TextField
                className="flex-1"
                label={t('verification.form.link', { number: index + 1 })}
                type="url"
                inputMode="url"
                placeholder={linkPlaceholder}
                error={firstMessageOf(errors.links?.[index])}
                {...form.register(`links.${index}.url`)}
              />
              {links.fields.length > 1 && (
                <Button
                  variant="ghost"
                  aria-label={t('verification.form.removeLink', { number: index + 1 })}
                  onClick={() => links.remove(index)}
                >
                  {t('verification.form.remove')}
                </Button>
              )}
            </div>
          ))}
          {linksError && (
            <p role="alert" className="text-sm text-red-700">
              {readable(linksError)}
            </p>
          )}
          {links.fields.length < VERIFICATION_LINKS_MAX && (
            <Button variant="secondary" onClick={() => links.append({ url: '' })}>
              {t('verification.form.addLink')}
            </Button>
          )}
        </fieldset>

        <div className="space-y-1.5">
          <label htmlFor="verification-document" className="block text-sm font-medium text-stone-800">
            {t('verification.form.document.label')}
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
              <span className="text-red-700">{readable(errors.document.message)}</span>
            ) : (
              t('verification.form.document.hint', { max: VERIFICATION_DOCUMENT_MAX_MEGABYTES })
            )}
          </p>
        </div>

        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('verification.form.sending') : t('verification.form.submit')}
        </Button>
      </form>
    </section>
  );
}
