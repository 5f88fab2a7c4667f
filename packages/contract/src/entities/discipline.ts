import { z } from 'zod';
import { disciplines } from './discipline-names';

export { disciplines };

export const ZDiscipline = z.enum(disciplines, { message: 'Choose one of the listed disciplines' });
export type Discipline = z.infer<typeof ZDiscipline>;
