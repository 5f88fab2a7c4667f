import { disciplines, type Discipline, type User } from '@creators-archive/contract';
import { seededRandom } from '@creators-archive/test-support/seeded-random';
import { imageWork } from '../media';
import type { PortfolioService, Upload } from '../modules/portfolio';
import { demoArtwork, type PosterStyle } from './demo-artwork';
import { projectArtwork, type ProjectPicture } from './demo-scenes';
import { demoProjects, type DemoProject } from './demo-projects';

const titleWords: Record<PosterStyle, readonly string[]> = {
  bauhaus: ['Form study', 'Shapes for a festival', 'Primary', 'Market day poster'],
  stripes: ['Kente rhythm', 'Woven light', 'Bands', 'Textile study'],
  orbits: ['Orbit', 'Ripples', 'Sound system', 'Halo'],
  mosaic: ['Shards', 'Facets', 'Broken glass', 'Angles'],
  waves: ['Coastline', 'Harmattan', 'Tide', 'Dunes'],
};

/** What a designer says under a single poster, by its style. */
const posterCaptions: Record<PosterStyle, readonly string[]> = {
  bauhaus: [
    'A study in primary shapes, printed A2 for a weekend market.',
    'Shapes cut from paper first, then redrawn; the ones that survived are here.',
  ],
  stripes: [
    'Bands of colour in the rhythm of a strip-woven cloth, drawn before the loom.',
    'A textile study: each band is the width of one woven strip.',
  ],
  orbits: [
    'Rings for a sound-system night, one for each speaker in the stack.',
    'Ripples, drawn while testing the registration of a risograph.',
  ],
  mosaic: [
    'Facets of broken glass: the idea behind an album cover that was never released.',
    'Triangles laid over one another until their colours mixed.',
  ],
  waves: [
    'Dunes in the harmattan haze, in layers of colour.',
    'A coastline from memory, one wave at a time.',
  ],
};

/** A work to be made: what its upload holds, drawn only when it is uploaded. */
type DemoItem = { designer: DemoDesigner; upload: () => Promise<Upload> };
export type DemoDesigner = Pick<User, 'id' | 'fullName' | 'disciplines'>;
type DemoCover = { id: string; userId: string };
export type DemoPortfolio = {
  /** Once every designer's cover is ready (or failed): the directory and the home page are complete. */
  directoryComplete: Promise<void>;
  /** How many items were drawn and queued in all, once the last one is. */
  items: Promise<number>;
};

/** One designer's work: the cover, their project, then the rest, in the order the profile shows them. */
type DemoPlan = { cover: DemoItem; project: DemoItem | undefined; rest: DemoItem[] };

/** A single poster with its caption and alt text. */
function singleWork(
  designer: DemoDesigner,
  seed: number,
  random: ReturnType<typeof seededRandom>,
  number: number,
) {
  const own = designer.disciplines.filter((name): name is Discipline =>
    (disciplines as readonly string[]).includes(name),
  );
  const { svg, alt, style } = demoArtwork(seed);
  const format = random.next() < 0.7 ? 'jpeg' : 'png';
  const fields = {
    title: `${random.pick(titleWords[style])} ${number}`,
    description: 'Demo work drawn for the Creators Archive preview.',
    category: own.length > 0 ? random.pick(own) : random.pick(disciplines),
    tags: [style, 'demo'],
  };
  const caption = random.pick(posterCaptions[style]);
  return {
    designer,
    upload: async () => ({ images: [{ data: await imageWork.drawSvg(svg, format), caption, alt }], fields }),
  };
}

/** The pictures of a project, as drawing instructions. */
export function picturesOf(project: DemoProject): { picture: ProjectPicture; caption: string }[] {
  return project.images.map(([variant, caption]) => ({
    picture: (project.kind === 'object'
      ? { kind: 'object', variant, subject: project.subject }
      : { kind: project.kind, variant }) as ProjectPicture,
    caption,
  }));
}

/**
 * A designer's project, its images drawn one after another as it is uploaded: JPEGs at most 800
 * pixels wide, so the whole project is a few hundred kilobytes in memory at once.
 */
function projectWork(designer: DemoDesigner, project: DemoProject, designerIndex: number): DemoItem {
  const pictures = picturesOf(project);
  const fields = {
    title: project.title,
    description: project.description,
    category: project.category,
    tags: [...project.tags],
  };
  return {
    designer,
    upload: async () => {
      const images = [];
      for (const [index, { picture, caption }] of pictures.entries()) {
        const { svg, alt } = projectArtwork(picture, project.colours, designerIndex * 10 + index + 1);
        images.push({ data: await imageWork.drawSvg(svg, 'jpeg'), caption, alt });
      }
      return { images, fields };
    },
  };
}

/**
 * What each designer will show, decided now and drawn only when uploaded: a single poster as their
 * cover, their project of 3 to 8 images, and one to three more posters.
 */
function planItems(designer: DemoDesigner, designerIndex: number): DemoPlan {
  const random = seededRandom(designerIndex + 101);
  const single = (number: number) => singleWork(designer, designerIndex * 10 + number, random, number);
  const project = demoProjects[designer.fullName as keyof typeof demoProjects] as DemoProject | undefined;
  return {
    cover: single(1),
    project: project && projectWork(designer, project, designerIndex),
    rest: Array.from({ length: random.integer(1, 3) }, (_, index) => single(index + 2)),
  };
}

/**
 * Gives each demo designer their portfolio, drawn here and put through the real upload pipeline
 * (the variants are made by the job worker once the server runs). Every designer's cover, a single
 * image, is drawn, queued and set first; once the covers are ready, every designer's project, so a
 * newcomer soon finds projects of several images; then the rest. The directory and the home page,
 * which show designers by their covers, are complete soonest.
 */
export function seedDemoPortfolio(
  designers: DemoDesigner[],
  portfolio: Pick<PortfolioService, 'create' | 'setCover' | 'get'>,
): DemoPortfolio {
  const plans = designers.map(planItems);
  const create = async ({ designer, upload }: DemoItem) =>
    portfolio.create(designer.id, await upload(), { background: true });
  const covers = (async () => {
    const made: DemoCover[] = [];
    for (const { cover } of plans) {
      const item = await create(cover);
      await portfolio.setCover({ userId: cover.designer.id, role: 'member', aal: 'aal1' }, item.id);
      made.push({ id: item.id, userId: cover.designer.id });
    }
    return made;
  })();
  const directoryComplete = covers.then((made) => coversProcessed(portfolio, made));
  const items = directoryComplete.then(async () => {
    const projects = plans.flatMap((plan) => (plan.project ? [plan.project] : []));
    for (const project of projects) await create(project);
    const rest = plans.flatMap((plan) => plan.rest);
    for (const item of rest) await create(item);
    return plans.length + projects.length + rest.length;
  });
  return { directoryComplete, items };
}

/** Resolves once no cover is still being processed (ready or failed), asking as each owner. */
export async function coversProcessed(
  portfolio: Pick<PortfolioService, 'get'>,
  covers: DemoCover[],
): Promise<void> {
  for (const cover of covers) {
    const owner = { userId: cover.userId, role: 'member' as const, aal: 'aal1' as const };
    while ((await portfolio.get(cover.id, owner, '')).status === 'processing') {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
