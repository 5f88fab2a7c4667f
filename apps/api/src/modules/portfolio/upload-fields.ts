import type { z } from 'zod';

/**
 * The message for each field an upload's text fields got wrong, keyed by field name as the
 * client sent it: an unknown field is named itself, not reported on the whole object.
 */
export function fieldProblems(error: z.ZodError): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) problems[key] ??= 'Unknown field';
    else problems[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  }
  return problems;
}
