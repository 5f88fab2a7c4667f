import type { disciplines } from '@creators-archive/contract/entities/discipline-names';
import type { MessageId } from '@creators-archive/i18n';
import { useT, type Translate } from '../i18n/use-t';

type Discipline = (typeof disciplines)[number];

/**
 * Each discipline's name in the reader's language. The API stores, filters by and answers with
 * the English name, which is the discipline's code: only what is shown is translated.
 */
const disciplineMessages: Record<Discipline, MessageId> = {
  'Brand identity': 'disciplines.brandIdentity',
  Typography: 'disciplines.typography',
  'Type design': 'disciplines.typeDesign',
  Illustration: 'disciplines.illustration',
  Comics: 'disciplines.comics',
  Editorial: 'disciplines.editorial',
  'UI/UX': 'disciplines.uiUx',
  'Web design': 'disciplines.webDesign',
  'Product design': 'disciplines.productDesign',
  'Industrial design': 'disciplines.industrialDesign',
  Motion: 'disciplines.motion',
  Animation: 'disciplines.animation',
  '3D': 'disciplines.threeD',
  Photography: 'disciplines.photography',
  Documentary: 'disciplines.documentary',
  'Art direction': 'disciplines.artDirection',
  Packaging: 'disciplines.packaging',
  'Architecture visualisation': 'disciplines.architectureVisualisation',
  'Interior design': 'disciplines.interiorDesign',
  'Textile design': 'disciplines.textileDesign',
  Pattern: 'disciplines.pattern',
  'Fashion design': 'disciplines.fashionDesign',
};

/**
 * A discipline's name in `t`'s language. A code the list does not hold (one retired since it was
 * stored) is shown as it is.
 */
export function disciplineName(t: Translate, discipline: string): string {
  return Object.hasOwn(disciplineMessages, discipline)
    ? t(disciplineMessages[discipline as Discipline])
    : discipline;
}

/** A discipline's name in the page's language (disciplineName). */
export function useDisciplineName(): (discipline: string) => string {
  const t = useT();
  return (discipline) => disciplineName(t, discipline);
}
