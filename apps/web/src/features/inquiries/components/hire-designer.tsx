import type { OpenToKind } from '@creators-archive/contract/entities/open-to';
import { whatsappLink } from '@creators-archive/contract/inquiries/inquiry-paths';
import { lazy, Suspense, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { loadWithMessages } from '../../../i18n/i18n';
import { useLocale, useT } from '../../../i18n/use-t';
import { openToName } from './open-to-names';

type HireDesignerProps = {
  designer: {
    id: string;
    fullName: string;
    openTo: OpenToKind[];
    hireNote: string | null;
    /** Whether they gave a WhatsApp number; the page never holds the number itself. */
    whatsapp: boolean;
  };
  /** The work shown, on a project page: the inquiry and the WhatsApp greeting name it. */
  itemId?: string | undefined;
};

type Form = { formToken: string; openTo: OpenToKind[] };

/**
 * The form, with the schema that checks it and its words, and the call for its token load on the
 * first press of "Get in touch": the profile and project pages that show the button carry none of
 * them unasked.
 */
const InquiryForm = lazy(() =>
  loadWithMessages(['forms'], async () => ({ default: (await import('./inquiry-form')).InquiryForm })),
);

/**
 * What the designer is open to, their rates line, "Get in touch" (the inquiry form, fetched with
 * its signed token when asked for) and "Message on WhatsApp". The WhatsApp link is the API's
 * redirect, so the number is in no page; crawlers are kept off it (nofollow, robots.txt).
 */
export function HireDesigner({ designer, itemId }: HireDesignerProps) {
  const t = useT();
  const locale = useLocale();
  const [form, setForm] = useState<Form | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  if (designer.openTo.length === 0 && !designer.whatsapp) return null;

  async function openForm() {
    setOpening(true);
    setFailure(null);
    try {
      const { getInquiryFormFor } = await import('../api/get-inquiry-form');
      const answer = await getInquiryFormFor(designer.id);
      if (answer.success) setForm({ formToken: answer.data.formToken, openTo: answer.data.openTo });
      else setFailure(answer.error.message);
    } catch {
      // The form's code did not arrive (the connection dropped): pressing again tries again.
      setFailure(t('errors.unexpected'));
    } finally {
      setOpening(false);
    }
  }

  return (
    <section aria-label={t('inquiries.hire.title')} className="space-y-3">
      {designer.openTo.length > 0 && (
        <p className="text-sm text-stone-700">
          {t('inquiries.hire.openTo', {
            kinds: designer.openTo.map((kind) => openToName(t, kind)).join(', '),
          })}
        </p>
      )}
      {designer.hireNote && <p className="text-sm text-stone-600">{designer.hireNote}</p>}
      <div className="flex flex-wrap gap-3">
        {designer.openTo.length > 0 && !form && (
          <Button onClick={() => void openForm()} disabled={opening}>
            {t('inquiries.hire.getInTouch')}
          </Button>
        )}
        {designer.whatsapp && (
          <a
            href={whatsappLink(designer.id, { itemId, lang: locale })}
            target="_blank"
            rel="nofollow noopener noreferrer"
            className={buttonClasses('secondary')}
          >
            {t('inquiries.hire.whatsapp')}
          </a>
        )}
      </div>
      {/* The API's answer, already in the page's language, or the page's own words. */}
      {failure && <Alert>{failure}</Alert>}
      {form && (
        <Suspense fallback={null}>
          <InquiryForm designer={designer} openTo={form.openTo} formToken={form.formToken} itemId={itemId} />
        </Suspense>
      )}
    </section>
  );
}
