import type { PaletteColor } from '@creators-archive/contract';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { worksSearchPath } from '../project-links';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** A project's dominant colours, each a link to the works that share it. */
export function PaletteSwatches({ palette }: { palette: PaletteColor[] }) {
  const t = useT();
  const colours = palette.filter(({ color }) => HEX_COLOUR.test(color));
  if (colours.length === 0) return null;
  return (
    <ul aria-label={t('portfolio.project.palette')} className="flex flex-wrap gap-2">
      {colours.map(({ color }) => {
        const colour = color.toLowerCase();
        return (
          <li key={colour}>
            <Link
              to={worksSearchPath({ color: colour })}
              className="block h-8 w-8 rounded-full border border-stone-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900"
              style={{ backgroundColor: colour }}
              aria-label={t('portfolio.project.searchColour', { colour })}
              title={colour}
            />
          </li>
        );
      })}
    </ul>
  );
}
