import type { User } from '@creators-archive/contract';
import { ZLocale } from '@creators-archive/contract/users/locale';
import { localeCodes, locales } from '@creators-archive/i18n';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useLocale, useT } from '../../../i18n/use-t';
import { useReadableMessage } from '../../../lib/form-errors';
import { pageAddressIn, rememberLanguage } from '../../../lib/language-choice';
import { updateProfile } from '../../../lib/session';

const ZLanguageForm = z.object({ locale: ZLocale });

type LanguageSettingProps = {
  user: User;
  onSaved?: () => void;
};

/**
 * The member's language: the site's once they are signed in, on every device, and their e-mails'.
 * Each language is named in its own words, for a member who cannot read the page's. Saved, it is
 * remembered in this browser too, and a page in another language loads again in the new one.
 */
export function LanguageSetting({ user, onSaved }: LanguageSettingProps) {
  const t = useT();
  const pageLocale = useLocale();
  // Inside the router the path is the page's own, without its language prefix.
  const page = useLocation();
  const form = useContractForm(ZLanguageForm, { locale: user.locale });
  const { errors, isSubmitting } = form.formState;
  const readable = useReadableMessage();

  const onSubmit = form.handleSubmit(async ({ locale }) => {
    const result = await updateProfile({ locale });
    if (!result.success) return form.showServerError(result.error);
    rememberLanguage(locale);
    onSaved?.();
    if (locale !== pageLocale) window.location.assign(pageAddressIn(locale, page));
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <p className="text-sm text-stone-600">{t('account.language.explanation')}</p>
      <FormAlert message={form.alert} />
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">{t('account.language.choose')}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {localeCodes.map((locale) => (
            <label
              key={locale}
              lang={locale}
              className="inline-flex items-center gap-2 text-sm text-stone-800"
            >
              <input
                type="radio"
                value={locale}
                className="size-4 accent-stone-900"
                {...form.register('locale')}
              />
              {locales[locale].name}
            </label>
          ))}
        </div>
        {errors.locale?.message && (
          <p className="mt-1 text-sm text-red-700">{readable(errors.locale.message)}</p>
        )}
      </fieldset>
      <Button type="submit" disabled={isSubmitting}>
        {t('account.language.submit')}
      </Button>
    </form>
  );
}
