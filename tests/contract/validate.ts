import type { z } from 'zod';

/* The first schema violation of a body, as `path.to.field: message`. */

type Issue = z.core.$ZodIssue;
type PathKey = PropertyKey;

interface Located {
  path: PathKey[];
  message: string;
}

/*
 * A union reports "Invalid input" at the union itself, with each option's own issues inside. The option whose
 * first issue lies deepest is the one the body came closest to matching, so that is the issue to show.
 */
function locate(issue: Issue, prefix: PathKey[]): Located {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const candidates = issue.errors
      .filter((option) => option.length > 0)
      .map((option) => locate(option[0] as Issue, path));
    const deepest = candidates.reduce<Located | undefined>(
      (best, candidate) => (!best || candidate.path.length > best.path.length ? candidate : best),
      undefined,
    );
    if (deepest && deepest.path.length > path.length) return deepest;
  }
  return { path, message: issue.message };
}

export function formatPath(path: readonly PathKey[]): string {
  return path.length === 0 ? '(root)' : path.map(String).join('.');
}

/** null when the body matches the schema. */
export function firstViolation(schema: z.ZodType, body: unknown): string | null {
  const result = schema.safeParse(body);
  if (result.success) return null;
  const [issue] = result.error.issues;
  if (!issue) return '(root): invalid';
  const { path, message } = locate(issue, []);
  return `${formatPath(path)}: ${message}`;
}
