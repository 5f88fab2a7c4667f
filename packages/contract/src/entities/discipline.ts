import { z } from 'zod';

/** The design disciplines a member practises and a portfolio item belongs to. */
export const disciplines = [
  'Brand identity',
  'Typography',
  'Type design',
  'Illustration',
  'Comics',
  'Editorial',
  'UI/UX',
  'Web design',
  'Product design',
  'Industrial design',
  'Motion',
  'Animation',
  '3D',
  'Photography',
  'Documentary',
  'Art direction',
  'Packaging',
  'Architecture visualisation',
  'Interior design',
  'Textile design',
  'Pattern',
  'Fashion design',
] as const;

export const ZDiscipline = z.enum(disciplines, { message: 'Choose one of the listed disciplines' });
export type Discipline = z.infer<typeof ZDiscipline>;
