import { z } from 'zod';
import { disciplines } from './discipline-names';

export { disciplines };

export const ZDiscipline = z.enum(disciplines, { error: 'validation.disciplineUnknown' });
export type Discipline = z.infer<typeof ZDiscipline>;
