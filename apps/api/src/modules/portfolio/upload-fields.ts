import type { z } from 'zod';
import { FieldIssue } from '../../i18n/validation-messages';

/**
 * What is wrong with each field an upload's text fields got wrong, keyed by field name as the
 * client sent it: an unknown field is named itself, not reported on the whole object. Each
 * becomes words in the request's language; parse with `{ reportInput: true }`.
 */
export function fieldProblems(error: z.ZodError): Record<string, string | FieldIssue> {
  const problems: Record<string, string | FieldIssue> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) problems[key] ??= 'validation.unknownField';
    } else {
      problems[issue.path.map(String).join('.') || 'body'] ??= new FieldIssue(issue);
    }
  }
  return problems;
}
