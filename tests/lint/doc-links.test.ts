import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * A newcomer follows the README's and docs' links: every relative link must reach a file or folder that exists,
 * so a page moved or deleted cannot leave a dead link behind. Links to the web and in-page anchors are not
 * checked (no network in CI).
 */
const root = join(import.meta.dirname, '../..');

/** The relative targets of the Markdown links `[text](target)` in `text`, without any #anchor; code spans aside. */
function relativeLinks(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const targets = [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1] ?? '');
  return targets
    .filter((target) => !/^([a-z][a-z0-9+.-]*:|#)/i.test(target))
    .map((target) => decodeURIComponent(target.split('#')[0] ?? ''));
}

/** Links of `file` (a path from the root) whose target does not exist. */
function brokenLinks(file: string, text: string): string[] {
  return relativeLinks(text)
    .filter((target) => !existsSync(join(root, dirname(file), target)))
    .map((target) => `${file} → ${target}`);
}

function docFiles(): string[] {
  const out = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', 'README.md', 'docs'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return out.split('\0').filter((path) => path.endsWith('.md') && existsSync(join(root, path)));
}

describe('links in README.md and docs/', () => {
  it('finds relative links and leaves web links, anchors and code alone', () => {
    const text =
      '[a](docs/testing.md) [b](https://example.com) [c](#glossary) [d](decisions/x.md#why) `[e](nope.md)`';
    expect(relativeLinks(text)).toEqual(['docs/testing.md', 'decisions/x.md']);
  });

  it('reports a planted broken link', () => {
    expect(brokenLinks('docs/testing.md', '[gone](no-such-page.md) [here](architecture.md)')).toEqual([
      'docs/testing.md → no-such-page.md',
    ]);
  });

  it('every relative link points to an existing file or folder', () => {
    const files = docFiles();
    expect(files).toContain('README.md');
    expect(files.flatMap((file) => brokenLinks(file, readFileSync(join(root, file), 'utf8')))).toEqual([]);
  });
});
