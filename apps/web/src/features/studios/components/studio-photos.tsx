import type { StudioPhoto } from '@creators-archive/contract/studios/studio';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useT } from '../../../i18n/use-t';

type StudioPhotosProps = {
  photos: StudioPhoto[];
  /** The first studio's first photo is the page's largest image. */
  priority?: boolean;
};

/** A studio's photos: the first large, the rest as a row of smaller ones. */
export function StudioPhotos({ photos, priority = false }: StudioPhotosProps) {
  const t = useT();
  if (photos.length === 0) return null;
  const [lead, ...rest] = photos;
  return (
    <div className="space-y-2">
      {lead && (
        <div className="overflow-hidden rounded-xl bg-stone-100">
          <ResponsiveImage
            image={lead}
            alt={lead.alt}
            sizes="(min-width: 1024px) 64rem, 100vw"
            priority={priority}
            className="aspect-[16/9] h-auto w-full object-cover"
          />
        </div>
      )}
      {rest.length > 0 && (
        <ul aria-label={t('studios.card.morePhotos')} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {rest.map((photo) => (
            <li key={photo.id} className="overflow-hidden rounded-lg bg-stone-100">
              <ResponsiveImage
                image={photo}
                alt={photo.alt}
                sizes="(min-width: 640px) 16rem, 33vw"
                className="aspect-[4/3] h-auto w-full object-cover"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
