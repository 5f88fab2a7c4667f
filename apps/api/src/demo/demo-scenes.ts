import { seededRandom, type SeededRandom } from '@creators-archive/test-support/seeded-random';
import { posterShapes, posterShows, posterStyles, svgOf, type Drawing } from './demo-artwork';

/**
 * The pictures of demo projects: scenes that suggest the work (a book spread, phone screens, a
 * textile's repeat, a photograph, an object) in the project's own colours, each with the words
 * that say what it shows.
 */
/** A project's colours: the ground that covers most of each picture, then the others. */
export type ProjectColours = {
  ground: string;
  /** Paper, screens, walls: the light colour beside the ground. */
  light: string;
  /** Text, outlines, shadows. */
  ink: string;
  accents: readonly string[];
  /** The colours in words, for alt texts: "festival red, cream and black". */
  words: string;
};

/** What a project's pictures show; each kind has its variants, each variant its own picture. */
export const drawingVariants = {
  poster: posterStyles,
  spread: ['text', 'index', 'picture', 'cover', 'panels'],
  screens: ['three', 'one', 'desktop'],
  pattern: ['zigzag', 'triangles', 'checks', 'stars', 'dots'],
  photo: ['horizon', 'buildings', 'figure', 'arch'],
  object: ['single', 'pair', 'detail'],
} as const;
export type DrawingKind = keyof typeof drawingVariants;
export type DrawingVariant<Kind extends DrawingKind> = (typeof drawingVariants)[Kind][number];

/** One picture of a project. `subject` names the object of an `object` drawing ("stool"). */
export type ProjectPicture =
  | { kind: 'poster'; variant: DrawingVariant<'poster'> }
  | { kind: 'spread'; variant: DrawingVariant<'spread'> }
  | { kind: 'screens'; variant: DrawingVariant<'screens'> }
  | { kind: 'pattern'; variant: DrawingVariant<'pattern'> }
  | { kind: 'photo'; variant: DrawingVariant<'photo'> }
  | { kind: 'object'; variant: DrawingVariant<'object'>; subject: string };

/** Project pictures are small: 800 pixels wide at most, so first start stays quick and light. */
const projectSizes: Record<DrawingKind, [number, number]> = {
  poster: [640, 800],
  spread: [800, 533],
  screens: [800, 600],
  pattern: [720, 720],
  photo: [800, 533],
  object: [640, 800],
};

const lines = (x: number, y: number, width: number, count: number, gap: number, colour: string) =>
  Array.from(
    { length: count },
    (_, index) =>
      `<rect x="${x}" y="${y + index * gap}" width="${index % 5 === 4 ? width * 0.6 : width}" height="${gap * 0.45}" fill="${colour}"/>`,
  ).join('');

function spread(
  variant: DrawingVariant<'spread'>,
  width: number,
  height: number,
  colours: ProjectColours,
  random: SeededRandom,
): { body: string; shows: string } {
  const { light, ink } = colours;
  // A block in the ground's own colour would vanish into it.
  const accents = colours.accents.filter((colour) => colour !== colours.ground);
  const accent = accents.length > 0 ? random.pick(accents) : ink;
  const margin = width * 0.06;
  const pageWidth = (width - margin * 2) / 2;
  const pageHeight = height - margin * 2;
  const left = margin;
  const right = margin + pageWidth;
  const top = margin;
  const pages = `<rect x="${left}" y="${top}" width="${pageWidth * 2}" height="${pageHeight}" fill="${light}"/><rect x="${right - 1}" y="${top}" width="2" height="${pageHeight}" fill="${ink}" opacity="0.3"/>`;
  const inset = pageWidth * 0.12;
  if (variant === 'cover') {
    const coverWidth = pageHeight * 0.7;
    const x = (width - coverWidth) / 2;
    return {
      body: `<rect x="${x}" y="${top}" width="${coverWidth}" height="${pageHeight}" fill="${accent}"/><circle cx="${width / 2}" cy="${top + pageHeight * 0.38}" r="${coverWidth * 0.3}" fill="${light}"/><rect x="${x + coverWidth * 0.15}" y="${top + pageHeight * 0.75}" width="${coverWidth * 0.7}" height="${pageHeight * 0.07}" fill="${ink}"/>`,
      shows: 'a book seen from the front: a large circle above the title bar',
    };
  }
  if (variant === 'panels') {
    const panels: string[] = [];
    for (let row = 0; row < 3; row += 1) {
      for (let column = 0; column < 2; column += 1) {
        const panelWidth = (pageWidth * 2 - inset * 3) / 2;
        const panelHeight = (pageHeight - inset * 4) / 3;
        const x = left + inset + column * (panelWidth + inset);
        const y = top + inset + row * (panelHeight + inset);
        const figure = random.between(0.3, 0.7);
        panels.push(
          `<rect x="${x}" y="${y}" width="${panelWidth}" height="${panelHeight}" fill="${random.pick(colours.accents)}" stroke="${ink}" stroke-width="4"/>` +
            `<circle cx="${x + panelWidth * figure}" cy="${y + panelHeight * 0.35}" r="${panelHeight * 0.14}" fill="${ink}"/>` +
            `<rect x="${x + panelWidth * figure - panelHeight * 0.12}" y="${y + panelHeight * 0.5}" width="${panelHeight * 0.24}" height="${panelHeight * 0.5}" fill="${ink}"/>`,
        );
      }
    }
    return {
      body: `${pages}${panels.join('')}`,
      shows: 'an open comic book: six panels, a figure drawn in simple shapes in each',
    };
  }
  const textWidth = pageWidth - inset * 2;
  const gap = pageHeight / 28;
  if (variant === 'index') {
    const columnWidth = (pageWidth * 2 - inset * 4) / 3;
    const columns = [0, 1, 2]
      .map((column) =>
        lines(left + inset + column * (columnWidth + inset), top + inset, columnWidth * 0.7, 22, gap, ink),
      )
      .join('');
    return {
      body: `${pages}${columns}`,
      shows: 'an open spread of short lines of text in three columns across both pages',
    };
  }
  if (variant === 'picture') {
    return {
      body: `${pages}<rect x="${left}" y="${top}" width="${pageWidth * 2}" height="${pageHeight * 0.8}" fill="${accent}"/><circle cx="${left + pageWidth * random.between(0.5, 1.5)}" cy="${top + pageHeight * 0.4}" r="${pageHeight * 0.2}" fill="${colours.ground}"/>${lines(left + inset, top + pageHeight * 0.86, textWidth, 2, gap, ink)}`,
      shows: 'an open spread with one picture across both pages and a caption beneath',
    };
  }
  return {
    body: `${pages}${lines(left + inset, top + inset, textWidth, 22, gap, ink)}<rect x="${right + inset}" y="${top + inset}" width="${textWidth}" height="${pageHeight * 0.6}" fill="${accent}"/>${lines(right + inset, top + inset + pageHeight * 0.66, textWidth, 5, gap, ink)}`,
    shows: 'an open spread: a column of text on the left page, a picture over a few lines on the right',
  };
}

function phone(x: number, y: number, phoneWidth: number, colours: ProjectColours, random: SeededRandom) {
  const phoneHeight = phoneWidth * 2;
  const { light, ink } = colours;
  const inner = phoneWidth * 0.08;
  const bar = `<rect x="${x + inner}" y="${y + inner}" width="${phoneWidth - inner * 2}" height="${phoneHeight * 0.1}" fill="${random.pick(colours.accents)}"/>`;
  const cards = [0, 1, 2]
    .map(
      (card) =>
        `<rect x="${x + inner * 1.5}" y="${y + phoneHeight * (0.2 + card * 0.2)}" width="${phoneWidth - inner * 3}" height="${phoneHeight * 0.15}" rx="8" fill="${ink}" opacity="0.15"/>`,
    )
    .join('');
  const button = `<rect x="${x + inner * 1.5}" y="${y + phoneHeight * 0.84}" width="${phoneWidth - inner * 3}" height="${phoneHeight * 0.08}" rx="${phoneHeight * 0.04}" fill="${random.pick(colours.accents)}"/>`;
  return `<rect x="${x}" y="${y}" width="${phoneWidth}" height="${phoneHeight}" rx="${phoneWidth * 0.12}" fill="${ink}"/><rect x="${x + inner / 2}" y="${y + inner / 2}" width="${phoneWidth - inner}" height="${phoneHeight - inner}" rx="${phoneWidth * 0.09}" fill="${light}"/>${bar}${cards}${button}`;
}

function screens(
  variant: DrawingVariant<'screens'>,
  width: number,
  height: number,
  colours: ProjectColours,
  random: SeededRandom,
): { body: string; shows: string } {
  if (variant === 'one') {
    const phoneWidth = height * 0.42;
    return {
      body:
        phone(width * 0.18, height * 0.08, phoneWidth, colours, random) +
        `<rect x="${width * 0.55}" y="${height * 0.2}" width="${width * 0.32}" height="${height * 0.6}" fill="${colours.light}" opacity="0.9"/>` +
        [0.3, 0.5, 0.7, 0.4, 0.8]
          .map(
            (share, index) =>
              `<rect x="${width * (0.58 + index * 0.055)}" y="${height * (0.75 - share * 0.5)}" width="${width * 0.035}" height="${height * share * 0.5}" fill="${random.pick(colours.accents)}"/>`,
          )
          .join(''),
      shows: 'one phone screen beside a bar chart',
    };
  }
  if (variant === 'desktop') {
    const x = width * 0.08;
    const y = height * 0.1;
    const windowWidth = width * 0.84;
    const windowHeight = height * 0.8;
    const columns = [0, 1, 2]
      .map(
        (column) =>
          `<rect x="${x + windowWidth * (0.05 + column * 0.31)}" y="${y + windowHeight * 0.66}" width="${windowWidth * 0.28}" height="${windowHeight * 0.26}" fill="${colours.ink}" opacity="0.15"/>`,
      )
      .join('');
    return {
      body: `<rect x="${x}" y="${y}" width="${windowWidth}" height="${windowHeight}" rx="10" fill="${colours.light}"/><rect x="${x}" y="${y}" width="${windowWidth}" height="${windowHeight * 0.08}" rx="10" fill="${colours.ink}"/><rect x="${x + windowWidth * 0.05}" y="${y + windowHeight * 0.14}" width="${windowWidth * 0.9}" height="${windowHeight * 0.46}" fill="${random.pick(colours.accents)}"/>${columns}`,
      shows: 'a website in a browser window: a wide picture above three columns',
    };
  }
  const phoneWidth = width * 0.22;
  const gap = (width - phoneWidth * 3) / 4;
  return {
    body: [0, 1, 2]
      .map((index) =>
        phone(gap + index * (phoneWidth + gap), (height - phoneWidth * 2) / 2, phoneWidth, colours, random),
      )
      .join(''),
    shows: 'three phone screens side by side, each with a header, cards and a button',
  };
}

function pattern(
  variant: DrawingVariant<'pattern'>,
  width: number,
  colours: ProjectColours,
  random: SeededRandom,
): { body: string; shows: string } {
  const cells = random.integer(5, 8);
  const cell = width / cells;
  const parts: string[] = [];
  const colourAt = (row: number, column: number) =>
    (row + column) % 3 === 0 ? colours.light : colours.accents[(row + column) % colours.accents.length]!;
  for (let row = 0; row < cells; row += 1) {
    for (let column = 0; column < cells; column += 1) {
      const x = column * cell;
      const y = row * cell;
      const fill = colourAt(row, column);
      if (variant === 'zigzag') {
        if (row % 2 === 0)
          parts.push(
            `<polyline points="${x},${y + cell * 0.8} ${x + cell / 2},${y + cell * 0.2} ${x + cell},${y + cell * 0.8}" fill="none" stroke="${colours.light}" stroke-width="${cell * 0.16}"/>`,
          );
        else
          parts.push(
            `<polyline points="${x},${y + cell * 0.2} ${x + cell / 2},${y + cell * 0.8} ${x + cell},${y + cell * 0.2}" fill="none" stroke="${colours.ink}" stroke-width="${cell * 0.12}"/>`,
          );
      } else if (variant === 'triangles') {
        parts.push(
          `<polygon points="${x},${y + cell} ${x + cell / 2},${y + cell * 0.15} ${x + cell},${y + cell}" fill="${fill}"/>`,
        );
      } else if (variant === 'checks') {
        if ((row + column) % 2 === 0)
          parts.push(
            `<rect x="${x}" y="${y}" width="${cell}" height="${cell}" fill="${fill}" opacity="0.85"/>`,
          );
        parts.push(
          `<rect x="${x}" y="${y + cell * 0.45}" width="${cell}" height="${cell * 0.1}" fill="${colours.ink}"/>`,
        );
      } else if (variant === 'stars') {
        const cx = x + cell / 2;
        const cy = y + cell / 2;
        const size = cell * 0.32;
        parts.push(
          `<rect x="${cx - size}" y="${cy - size}" width="${size * 2}" height="${size * 2}" fill="${fill}"/>` +
            `<rect x="${cx - size}" y="${cy - size}" width="${size * 2}" height="${size * 2}" fill="${fill}" transform="rotate(45 ${cx} ${cy})"/>`,
        );
      } else {
        parts.push(`<circle cx="${x + cell / 2}" cy="${y + cell / 2}" r="${cell * 0.28}" fill="${fill}"/>`);
      }
    }
  }
  const shows = {
    zigzag: 'a repeating pattern of zigzag bands',
    triangles: 'a repeating pattern of triangles in rows',
    checks: 'a woven check with dark threads running across',
    stars: 'a repeating pattern of eight-pointed stars',
    dots: 'a repeating pattern of large dots in rows',
  }[variant];
  return { body: parts.join(''), shows };
}

function photo(
  variant: DrawingVariant<'photo'>,
  width: number,
  height: number,
  colours: ProjectColours,
  random: SeededRandom,
): { body: string; shows: string } {
  const [first, second = colours.light] = colours.accents;
  const sky = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colours.ground}"/><stop offset="1" stop-color="${first}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#sky)"/>`;
  const horizon = height * random.between(0.6, 0.72);
  if (variant === 'horizon') {
    return {
      body: `${sky}<circle cx="${width * random.between(0.25, 0.75)}" cy="${horizon - height * 0.06}" r="${height * 0.12}" fill="${second}"/><rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${colours.ink}"/>${[0, 1, 2].map((line) => `<rect x="${width * (0.2 + line * 0.2)}" y="${horizon + (height - horizon) * (0.25 + line * 0.2)}" width="${width * 0.2}" height="3" fill="${second}" opacity="0.6"/>`).join('')}`,
      shows: 'a low sun over dark water, the horizon low in the frame',
    };
  }
  if (variant === 'buildings') {
    const count = random.integer(4, 7);
    const blockWidth = width / count;
    const blocks = Array.from({ length: count }, (_, index) => {
      const top = height * random.between(0.25, 0.55);
      const windows = Array.from(
        { length: 4 },
        (_, row) =>
          `<rect x="${index * blockWidth + blockWidth * 0.2}" y="${top + (height - top) * (0.1 + row * 0.2)}" width="${blockWidth * 0.6}" height="${(height - top) * 0.08}" fill="${colours.ink}" opacity="0.35"/>`,
      ).join('');
      return `<rect x="${index * blockWidth}" y="${top}" width="${blockWidth - 2}" height="${height - top}" fill="${index % 2 === 0 ? colours.light : second}"/>${windows}`;
    });
    return {
      body: `${sky}${blocks.join('')}`,
      shows: 'a row of buildings with rows of windows, against the sky',
    };
  }
  if (variant === 'figure') {
    const x = width * random.between(0.3, 0.7);
    const scale = height * 0.5;
    return {
      body: `${sky}<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${colours.light}"/><path d="M${x - scale * 0.16} ${horizon + scale * 0.35} L${x} ${horizon - scale * 0.6} L${x + scale * 0.16} ${horizon + scale * 0.35} Z" fill="${second === colours.light ? colours.ink : second}"/><circle cx="${x}" cy="${horizon - scale * 0.7}" r="${scale * 0.09}" fill="${colours.ink}"/>`,
      shows: 'a figure in a long garment standing on pale ground, a wide sky behind',
    };
  }
  const doorWidth = width * 0.28;
  const doorX = (width - doorWidth) / 2;
  const doorTop = height * 0.22;
  return {
    body: `<rect width="100%" height="100%" fill="${colours.light}"/><path d="M${doorX} ${height} V${doorTop + doorWidth / 2} A${doorWidth / 2} ${doorWidth / 2} 0 0 1 ${doorX + doorWidth} ${doorTop + doorWidth / 2} V${height} Z" fill="${colours.ground}"/>${Array.from({ length: 5 }, (_, row) => `<circle cx="${doorX + doorWidth * 0.3}" cy="${doorTop + doorWidth * 0.7 + row * height * 0.1}" r="6" fill="${first}"/><circle cx="${doorX + doorWidth * 0.7}" cy="${doorTop + doorWidth * 0.7 + row * height * 0.1}" r="6" fill="${first}"/>`).join('')}`,
    shows: 'an arched wooden door studded in rows, set in a pale wall',
  };
}

function object(
  variant: DrawingVariant<'object'>,
  subject: string,
  width: number,
  height: number,
  colours: ProjectColours,
  random: SeededRandom,
): { body: string; shows: string } {
  const floor = height * 0.78;
  const ground = `<rect width="100%" height="100%" fill="${colours.ground}"/><rect y="${floor}" width="${width}" height="${height - floor}" fill="${colours.ink}" opacity="0.25"/>`;
  const thing = (cx: number, size: number, fill: string) =>
    `<ellipse cx="${cx}" cy="${floor}" rx="${size * 0.7}" ry="${size * 0.12}" fill="${colours.ink}" opacity="0.4"/>` +
    `<rect x="${cx - size / 2}" y="${floor - size * 1.1}" width="${size}" height="${size}" rx="${size * 0.18}" fill="${fill}"/>` +
    `<rect x="${cx - size / 2}" y="${floor - size * 0.75}" width="${size}" height="${size * 0.25}" fill="${colours.light}" opacity="0.8"/>`;
  if (variant === 'pair') {
    return {
      body:
        ground +
        thing(width * 0.3, width * 0.3, colours.accents[0]!) +
        thing(width * 0.7, width * 0.24, colours.accents[1] ?? colours.light),
      shows: `two ${subject}s side by side on a plain ground, their shadows beneath`,
    };
  }
  if (variant === 'detail') {
    const spots = Array.from(
      { length: 40 },
      () =>
        `<circle cx="${random.between(0, width)}" cy="${random.between(0, height)}" r="${random.between(4, 26)}" fill="${random.pick([colours.light, ...colours.accents])}" opacity="0.8"/>`,
    ).join('');
    return {
      body: `<rect width="100%" height="100%" fill="${colours.ground}"/>${spots}`,
      shows: 'a close-up of a speckled surface',
    };
  }
  return {
    body: ground + thing(width / 2, width * 0.45, colours.accents[0]!),
    shows: `a ${subject} alone on a plain ground, its shadow beneath`,
  };
}

/** A project's picture in its colours; `seed` varies the details, never what the alt text says. */
export function projectArtwork(picture: ProjectPicture, colours: ProjectColours, seed: number): Drawing {
  const random = seededRandom(seed * 104_729 + 7);
  const [width, height] = projectSizes[picture.kind];
  let drawn: { body: string; shows: string };
  switch (picture.kind) {
    case 'poster': {
      const shows = `a poster of ${posterShows[picture.variant]}`;
      const fills = [colours.light, colours.ink, ...colours.accents];
      drawn = {
        body: `<rect width="100%" height="100%" fill="${colours.ground}"/>${posterShapes(picture.variant, random, width, height, () => random.pick(fills), random.integer(4, 8))}`,
        shows,
      };
      break;
    }
    case 'spread':
      drawn = spread(picture.variant, width, height, colours, random);
      break;
    case 'screens':
      drawn = screens(picture.variant, width, height, colours, random);
      break;
    case 'pattern':
      drawn = pattern(picture.variant, width, colours, random);
      break;
    case 'photo':
      drawn = photo(picture.variant, width, height, colours, random);
      break;
    case 'object':
      drawn = object(picture.variant, picture.subject, width, height, colours, random);
      break;
  }
  const grounded =
    picture.kind === 'photo' || picture.kind === 'object' || picture.kind === 'poster'
      ? drawn.body
      : `<rect width="100%" height="100%" fill="${colours.ground}"/>${drawn.body}`;
  const shows = drawn.shows.charAt(0).toUpperCase() + drawn.shows.slice(1);
  return { svg: svgOf(width, height, grounded), alt: `${shows}, in ${colours.words}` };
}
