import { describe, expect, it } from 'vitest';
import { directoryHref } from './directory-href';

describe('directoryHref', () => {
  it('sends a root category as root, a subcategory with its root, a city as cityId', () => {
    const subject = { kind: 'subject', key: 'subject-1', label: 'Matematik', rootName: null } as const;
    expect(directoryHref({ ...subject, id: 1, rootId: null })).toBe('/teachers?root=1');
    expect(directoryHref({ ...subject, id: 101, rootId: 1, rootName: 'Matematik' })).toBe(
      '/teachers?root=1&sub=101',
    );
    expect(directoryHref({ kind: 'city', key: 'city-34', id: 34, label: 'İstanbul' })).toBe(
      '/teachers?cityId=34',
    );
  });

  it('sends typed text as q, and no text as the whole directory', () => {
    expect(directoryHref({ kind: 'text', text: ' özel ders ' })).toBe('/teachers?q=%C3%B6zel+ders');
    expect(directoryHref({ kind: 'text', text: '  ' })).toBe('/teachers');
  });
});
