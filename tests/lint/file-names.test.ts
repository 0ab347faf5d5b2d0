import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * File and folder names are kebab-case ('lesson-request-form.tsx', 'use-session-draft.ts'), as the rest of the
 * tree: one way to spell a name, so an import path can be guessed from the thing it holds. Generated code keeps
 * orval's names, and a README is a README.
 */
const root = join(import.meta.dirname, '../..');
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ALLOWED = new Set(['README.md']);

/** A name is kebab-case in each dotted part: 'chat-outbox.test.ts', 'nginx.conf', 'index.zod.ts'. */
function isKebabCaseName(name: string): boolean {
  return ALLOWED.has(name) || name.split('.').every((part) => KEBAB.test(part));
}

function trackedPaths(): string[] {
  const out = execFileSync(
    'git',
    ['ls-files', '-z', 'src', 'mocks', 'tests', 'scripts', 'deploy', 'docs', 'public'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return out.split('\0').filter((path) => path !== '' && !path.startsWith('src/generated/'));
}

describe('file names', () => {
  it('tells kebab-case names from others', () => {
    expect(
      ['lesson-request-form.tsx', 'index.zod.ts', 'nginx.conf', '2026-11-26-drafts.md'].every(
        isKebabCaseName,
      ),
    ).toBe(true);
    expect(
      ['LessonRequestForm.tsx', 'useSessionDraft.ts', 'chat_outbox.ts', 'Foo.test.ts'].some(isKebabCaseName),
    ).toBe(false);
  });

  it('every tracked file and folder outside src/generated is kebab-case', () => {
    const offenders = trackedPaths().filter((path) => !path.split('/').every(isKebabCaseName));
    expect(offenders).toEqual([]);
  });
});
