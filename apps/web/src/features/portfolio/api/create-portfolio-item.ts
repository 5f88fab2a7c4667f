import {
  acceptedImageTypes,
  maxUploadBytes,
  maxUploadMegabytes,
} from '@creators-archive/contract/portfolio/upload-limits';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';

/**
 * What the browser can tell before sending a byte: the server decodes and decides for real. The
 * upload itself is resumable (`create-portfolio-upload.ts`).
 */
export function checkFileBeforeUpload(file: File): string | undefined {
  const language = pageLanguage();
  const t = translator(language);
  if (!(acceptedImageTypes as readonly string[]).includes(file.type)) {
    return t('portfolio.upload.wrongType', { file: file.name, types: t('portfolio.upload.acceptedTypes') });
  }
  if (file.size > maxUploadBytes) {
    return t('portfolio.upload.tooLarge', {
      file: file.name,
      size: new Intl.NumberFormat(language.locale, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(file.size / 1024 / 1024),
      max: maxUploadMegabytes,
    });
  }
  if (file.size === 0) return t('portfolio.upload.empty', { file: file.name });
  return undefined;
}
