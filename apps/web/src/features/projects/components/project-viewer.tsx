import type { PortfolioMedia } from '@creators-archive/contract';
import { Lightbox, type LightboxItem } from '../../../components/ui/lightbox';
import { altOf } from '../media-alt';

type ProjectViewerProps = {
  media: PortfolioMedia[];
  /** The project's title, which describes an image without alt text of its own. */
  title: string;
  /** The image shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
};

/**
 * A project's images enlarged one at a time: the arrow keys (or a swipe) move through them,
 * Escape closes, and focus goes back to the image it was opened from. Its own chunk, loaded the
 * first time a visitor enlarges an image.
 */
export default function ProjectViewer({ media, title, index, onIndexChange }: ProjectViewerProps) {
  const items: (LightboxItem & { caption: string | null })[] = media.map((image) => ({
    id: image.id,
    title: altOf(image, title),
    caption: image.caption,
    images: image.images,
    width: image.width,
    height: image.height,
    thumbhash: image.thumbhash,
  }));
  return (
    <Lightbox
      items={items}
      index={index}
      onIndexChange={onIndexChange}
      footer={(item) => {
        const caption = items.find((candidate) => candidate.id === item.id)?.caption;
        return caption ? <p className="max-w-md text-sm text-stone-300">{caption}</p> : null;
      }}
    />
  );
}
