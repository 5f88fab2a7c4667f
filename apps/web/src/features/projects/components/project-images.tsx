import type { PortfolioMedia } from '@creators-archive/contract';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useDataSaver } from '../../../components/ui/data-saver';
import { useT } from '../../../i18n/use-t';
import { altOf } from '../media-alt';
import { ProjectImage } from './project-image';

/** The viewer arrives with the first image a visitor enlarges, never with the page. */
const ProjectViewer = lazy(() => import('./project-viewer'));

/**
 * A project's images in order, each with its caption, each enlarging in the viewer. In data-saver
 * mode only the first is sent; the others wait behind a button.
 */
export function ProjectImages({ media, title }: { media: PortfolioMedia[]; title: string }) {
  const t = useT();
  const dataSaver = useDataSaver();
  const [allShown, setAllShown] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  // Once opened, the viewer stays mounted (closed) so focus can return to the image it came from.
  const [viewerLoaded, setViewerLoaded] = useState(false);
  const shown = dataSaver && !allShown ? media.slice(0, 1) : media;
  const hidden = media.length - shown.length;

  return (
    <section aria-label={t('portfolio.project.images')}>
      <ol className="space-y-6">
        {shown.map((image, index) => (
          <li key={image.id}>
            <figure className="space-y-2">
              <button
                type="button"
                className="block w-full cursor-zoom-in overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900"
                aria-label={t('portfolio.project.enlarge', { number: index + 1, count: media.length })}
                onClick={() => {
                  setViewerLoaded(true);
                  setOpen(index);
                }}
              >
                <ProjectImage media={image} alt={altOf(image, title)} first={index === 0} />
              </button>
              {image.caption && (
                <figcaption className="text-sm leading-6 whitespace-pre-line text-stone-600">
                  {image.caption}
                </figcaption>
              )}
            </figure>
          </li>
        ))}
      </ol>
      {hidden > 0 && (
        <div className="mt-6 flex flex-col items-center gap-2 rounded-xl border border-dashed border-stone-300 p-6 text-center">
          <p className="text-sm text-stone-600">
            {t('portfolio.project.dataSaverWaiting', { count: hidden })}
          </p>
          <Button onClick={() => setAllShown(true)}>
            {t('portfolio.project.showAll', { count: hidden })}
          </Button>
        </div>
      )}
      {viewerLoaded && (
        <Suspense fallback={null}>
          <ProjectViewer media={shown} title={title} index={open} onIndexChange={setOpen} />
        </Suspense>
      )}
    </section>
  );
}
