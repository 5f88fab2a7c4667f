import type { Discipline } from '@creators-archive/contract';
import type { DrawingVariant, ProjectColours } from './demo-scenes';
import type { demoDesigners } from './demo-designers';
import { printProjects } from './demo-projects-print';
import { screenProjects } from './demo-projects-screen';

type Kinded<Kind, Variant> = { kind: Kind; images: readonly (readonly [Variant, string])[] };

/**
 * One demo designer's project: what it is, its colours, and its pictures, each a drawing variant
 * and the caption the designer wrote for it (3 to 8 of them). The alt texts are written from the
 * drawings themselves, so they describe what is on screen.
 */
export type DemoProject = {
  title: string;
  description: string;
  category: Discipline;
  tags: readonly string[];
  colours: ProjectColours;
} & (
  | Kinded<'poster', DrawingVariant<'poster'>>
  | Kinded<'spread', DrawingVariant<'spread'>>
  | Kinded<'screens', DrawingVariant<'screens'>>
  | Kinded<'pattern', DrawingVariant<'pattern'>>
  | Kinded<'photo', DrawingVariant<'photo'>>
  | (Kinded<'object', DrawingVariant<'object'>> & { subject: string })
);

export type DesignerName = (typeof demoDesigners)[number]['fullName'];

/**
 * Each demo designer's one project of several images. The colours are spread over the wheel and
 * held by each project throughout (a red identity, blue magazine pages, a green app, ochre book
 * pages, indigo cloth), so a search by colour finds demo work in each.
 */
export const demoProjects: Record<DesignerName, DemoProject> = { ...printProjects, ...screenProjects };
