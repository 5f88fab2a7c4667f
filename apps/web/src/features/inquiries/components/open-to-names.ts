import type { OpenToKind } from '@creators-archive/contract/entities/open-to';
import type { Translate } from '../../../i18n/use-t';

/** Each kind of work in the page's language; every id written out so the messages check finds it. */
export function openToName(t: Translate, kind: OpenToKind): string {
  switch (kind) {
    case 'freelance':
      return t('common.openTo.freelance');
    case 'full-time':
      return t('common.openTo.full-time');
    case 'collaboration':
      return t('common.openTo.collaboration');
    case 'commissions':
      return t('common.openTo.commissions');
  }
}
