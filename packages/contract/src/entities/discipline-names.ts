/**
 * The design disciplines a member practises and a portfolio item belongs to. Kept apart from
 * discipline.ts, without Zod, so the web client can list them in a filter without loading Zod
 * (docs/decisions/0104-web-bundle-budget.md).
 */
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
