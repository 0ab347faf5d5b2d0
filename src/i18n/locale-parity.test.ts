import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './index';

// Every language's files, read here: the app bundles only Turkish and loads the others when chosen.
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });
const resources: Record<string, Record<string, unknown>> = {};
for (const [file, module] of Object.entries(files)) {
  const [, language = '', namespace = ''] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  resources[language] = { ...resources[language], [namespace]: module.default };
}

function flattenKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    flattenKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function keysOf(language: string): Map<string, string[]> {
  const byNamespace = resources[language] ?? {};
  return new Map(Object.entries(byNamespace).map(([ns, content]) => [ns, flattenKeys(content).sort()]));
}

describe('locale parity', () => {
  const [first, ...others] = SUPPORTED_LANGUAGES;
  const reference = keysOf(first);

  it('bundles the shell namespaces', () => {
    expect([...reference.keys()]).toEqual(expect.arrayContaining(['common', 'shell']));
  });

  it.each(others)('%s has exactly the namespaces of tr', (language) => {
    expect([...keysOf(language).keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it.each(others)('%s has exactly the keys of tr in every namespace', (language) => {
    const other = keysOf(language);
    for (const [namespace, keys] of reference) {
      const otherKeys = other.get(namespace) ?? [];
      expect({ namespace, missingInOther: keys.filter((k) => !otherKeys.includes(k)) }).toEqual({
        namespace,
        missingInOther: [],
      });
      expect({ namespace, missingInTr: otherKeys.filter((k) => !keys.includes(k)) }).toEqual({
        namespace,
        missingInTr: [],
      });
    }
  });

  it('has no empty texts', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      for (const [namespace, content] of Object.entries(resources[language] ?? {})) {
        const empty = flattenKeys(content).filter((key) => {
          const text = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], content);
          return typeof text !== 'string' || text.trim() === '';
        });
        expect({ language, namespace, empty }).toEqual({ language, namespace, empty: [] });
      }
    }
  });
});
