import { maxImagesPerItem, type PortfolioItem } from '@creators-archive/contract';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { MAX_IMAGE_TEXT } from '../utils/image-text';
import type { StagedImage, UploadDestination, UploadRequest } from './upload-queue';

const NEW_PROJECT = 'new-project';
const PROJECT_EACH = 'project-each';

/**
 * Shows a chosen file in an `<img>` from a URL made in the browser, let go when the image leaves
 * the page (a ref's cleanup, so no render waits for it).
 */
function previewOf(file: File) {
  return (image: HTMLImageElement | null) => {
    if (!image || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    image.src = url;
    return () => URL.revokeObjectURL(url);
  };
}

/**
 * What the member says about the images they chose before any is sent: where they go (one new
 * project, a project each, or an existing project with room for them), the new project's title,
 * and each image's alt text and caption.
 */
export function UploadForm({
  files,
  keepOriginal,
  projects,
  onUpload,
  onCancel,
}: {
  files: File[];
  keepOriginal: boolean;
  /** The member's projects, which chosen images may be added to. */
  projects: PortfolioItem[];
  onUpload: (images: StagedImage[], request: UploadRequest) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const headingId = useId();
  const [texts, setTexts] = useState(() => files.map(() => ({ alt: '', caption: '' })));
  const [destination, setDestination] = useState(NEW_PROJECT);
  const [title, setTitle] = useState('');
  const withRoom = projects.filter((project) => project.media.length + files.length <= maxImagesPerItem);
  const tooManyForOne = files.length > maxImagesPerItem && destination !== PROJECT_EACH;

  const setText = (index: number, field: 'alt' | 'caption', value: string) =>
    setTexts((current) => current.map((text, at) => (at === index ? { ...text, [field]: value } : text)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooManyForOne) return;
    const chosen: UploadDestination =
      destination === NEW_PROJECT
        ? { kind: 'new-project', title }
        : destination === PROJECT_EACH
          ? { kind: 'project-each' }
          : { kind: 'existing-project', itemId: destination };
    onUpload(
      files.map((file, index) => ({ file, ...texts[index]! })),
      { destination: chosen, keepOriginal },
    );
  };

  return (
    <form
      aria-labelledby={headingId}
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <h2 id={headingId} className="text-base font-semibold text-stone-900">
        {t('portfolio.uploadForm.heading', { count: files.length })}
      </h2>
      <div className="space-y-1.5">
        <label htmlFor={`${headingId}-destination`} className="block text-sm font-medium text-stone-800">
          {t('portfolio.uploadForm.destination')}
        </label>
        <select
          id={`${headingId}-destination`}
          value={destination}
          onChange={(event) => setDestination(event.target.value)}
          className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm"
        >
          <option value={NEW_PROJECT}>{t('portfolio.uploadForm.newProject')}</option>
          {files.length > 1 && <option value={PROJECT_EACH}>{t('portfolio.uploadForm.projectEach')}</option>}
          {withRoom.map((project) => (
            <option key={project.id} value={project.id}>
              {t('portfolio.uploadForm.addTo', { title: project.title ?? t('portfolio.untitledWork') })}
            </option>
          ))}
        </select>
      </div>
      {destination === NEW_PROJECT && (
        <TextField
          label={t('portfolio.uploadForm.title')}
          hint={t('portfolio.uploadForm.titleHint')}
          maxLength={120}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
      )}
      {tooManyForOne && (
        <p role="alert" className="text-sm text-red-700">
          {t('portfolio.uploadForm.tooMany', { max: maxImagesPerItem })}
        </p>
      )}
      <ol className="space-y-3">
        {files.map((file, index) => (
          <StagedImageFields
            key={index}
            file={file}
            alt={texts[index]!.alt}
            caption={texts[index]!.caption}
            onChange={(field, value) => setText(index, field, value)}
          />
        ))}
      </ol>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('portfolio.uploadForm.cancel')}
        </Button>
        <Button type="submit" disabled={tooManyForOne}>
          {t('portfolio.uploadForm.upload', { count: files.length })}
        </Button>
      </div>
    </form>
  );
}

function StagedImageFields({
  file,
  alt,
  caption,
  onChange,
}: {
  file: File;
  alt: string;
  caption: string;
  onChange: (field: 'alt' | 'caption', value: string) => void;
}) {
  const t = useT();
  // One URL per file, not one per keystroke.
  const preview = useMemo(() => previewOf(file), [file]);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-stone-200 p-3 sm:flex-row">
      <div className="h-24 w-32 shrink-0 overflow-hidden rounded-lg bg-stone-100">
        <img ref={preview} alt="" className="h-full w-full object-cover" />
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <p className="truncate text-sm font-medium text-stone-800">{file.name}</p>
        <TextField
          label={t('portfolio.uploadForm.alt', { file: file.name })}
          hint={t('portfolio.media.altHint')}
          maxLength={MAX_IMAGE_TEXT}
          value={alt}
          onChange={(event) => onChange('alt', event.target.value)}
        />
        <TextAreaField
          label={t('portfolio.uploadForm.caption', { file: file.name })}
          maxLength={MAX_IMAGE_TEXT}
          rows={2}
          value={caption}
          onChange={(event) => onChange('caption', event.target.value)}
        />
      </div>
    </li>
  );
}
