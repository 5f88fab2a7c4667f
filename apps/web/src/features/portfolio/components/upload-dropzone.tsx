import {
  acceptedImageTypes,
  maxUploadMegabytes,
  maxUploadMegapixels,
} from '@creators-archive/contract/portfolio/upload-limits';
import { useRef, useState, type DragEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useLocale, useT } from '../../../i18n/use-t';
import { MAX_LONG_EDGE } from '../utils/downsize-photo';

export type UploadOptions = { keepOriginal: boolean };

/** Where images enter the portfolio: dropped or picked, made smaller unless the member keeps the original. */
export function UploadDropzone({ onFiles }: { onFiles: (files: File[], options: UploadOptions) => void }) {
  const t = useT();
  const locale = useLocale();
  const [dragOver, setDragOver] = useState(false);
  const [keepOriginal, setKeepOriginal] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  const dropFiles = (event: DragEvent) => {
    event.preventDefault();
    setDragOver(false);
    if (event.dataTransfer.files.length > 0) onFiles([...event.dataTransfer.files], { keepOriginal });
  };

  return (
    <div
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragOver(true);
      }}
      onDragLeave={() => setDragOver(false)}
      onDrop={dropFiles}
      data-testid="dropzone"
      className={`rounded-2xl border-2 border-dashed px-6 py-10 text-center transition-colors ${
        dragOver ? 'border-brand-600 bg-brand-50' : 'border-stone-300 bg-white'
      }`}
    >
      <p className="text-sm text-stone-700">{t('portfolio.manager.dropHere')}</p>
      <Button className="mt-3" onClick={() => picker.current?.click()}>
        {t('portfolio.manager.chooseImages')}
      </Button>
      <input
        ref={picker}
        type="file"
        multiple
        accept={acceptedImageTypes.join(',')}
        aria-label={t('portfolio.manager.chooseImagesLabel')}
        className="sr-only"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])], { keepOriginal });
          event.target.value = '';
        }}
      />
      <p className="mt-3 text-xs text-stone-500">
        {t('portfolio.manager.limits', {
          types: t('portfolio.upload.acceptedTypes'),
          megabytes: maxUploadMegabytes,
          megapixels: maxUploadMegapixels,
        })}
      </p>
      <label className="mt-3 inline-flex items-center gap-2 text-xs text-stone-700">
        <input
          type="checkbox"
          checked={keepOriginal}
          onChange={(event) => setKeepOriginal(event.target.checked)}
        />
        {t('portfolio.manager.uploadOriginal')}
      </label>
      <p className="mt-1 text-xs text-stone-500">
        {t('portfolio.manager.madeSmaller', {
          pixels: new Intl.NumberFormat(locale).format(MAX_LONG_EDGE),
        })}
      </p>
    </div>
  );
}
