import { describe, expect, it } from 'vitest';
import { categoryIdFromParam, findCategory } from './find-category';

const categories = [
  { id: 1, name: 'Matematik' },
  { id: 9, name: 'İngilizce' },
  { id: 101, name: 'TYT Matematik' },
  { id: 12, name: 'Türkçe' },
];

describe('findCategory', () => {
  it('finds by id when the parameter is numeric', () => {
    expect(findCategory(categories, '101')?.name).toBe('TYT Matematik');
    expect(findCategory(categories, '404')).toBeUndefined();
  });

  it('finds by name, Turkish-folded', () => {
    expect(findCategory(categories, 'matematik')?.id).toBe(1);
    expect(findCategory(categories, 'İNGİLİZCE')?.id).toBe(9);
    expect(findCategory(categories, 'ingilizce')?.id).toBe(9);
    expect(findCategory(categories, 'INGILIZCE')?.id).toBe(9);
    expect(findCategory(categories, 'turkce')?.id).toBe(12);
    expect(findCategory(categories, 'Tyt matematik ')?.id).toBe(101);
    expect(findCategory(categories, 'Resim')).toBeUndefined();
  });

  it('reads only digits as an id', () => {
    expect(categoryIdFromParam('12')).toBe(12);
    expect(categoryIdFromParam('12a')).toBeNull();
  });
});
