import { describe, expect, it } from 'vitest';
import type { Announcement } from '@/generated/api/model';
import { EMPTY_LISTING, listingFormValues, listingPayload, listingSchema } from './listing-schema';

const valid = {
  ...EMPTY_LISTING,
  title: '  LGS Fen Bilimleri  ',
  description: 'Yeni nesil sorularla haftada iki ders.',
  price: '450,50',
  lessonMode: 'IN_PERSON',
  rootId: '3',
  subId: '12',
  city: 'Bursa',
  district: 'Nilüfer',
};

const messages = (values: typeof valid, needsSubcategory = true) =>
  listingSchema({ needsSubcategory })
    .safeParse(values)
    .error?.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`) ?? [];

describe('listing form rules', () => {
  it('accepts a complete listing and sends the contract’s AnnouncementRequest', () => {
    expect(messages(valid)).toEqual([]);
    expect(listingPayload(valid)).toEqual({
      title: 'LGS Fen Bilimleri',
      description: 'Yeni nesil sorularla haftada iki ders.',
      price: 450.5,
      lessonMode: 'IN_PERSON',
      categoryId: 12,
      city: 'Bursa',
      district: 'Nilüfer',
    });
  });

  it('sends the root when no subcategory is chosen, and no place for an online listing', () => {
    const online = { ...valid, lessonMode: 'ONLINE', subId: '' };
    expect(messages(online, false)).toEqual([]);
    expect(listingPayload(online)).toMatchObject({ categoryId: 3, city: null, district: null });
  });

  it('tells a negative fee from one that is not a number', () => {
    expect(messages({ ...valid, price: '-5' })).toEqual(['price listing-management:errors.price.min']);
    expect(messages({ ...valid, price: '4.5.0' })).toEqual(['price listing-management:errors.price.invalid']);
    expect(messages({ ...valid, price: '0' })).toEqual([]);
  });

  it('asks for a subcategory only when the root has some, and a place only in person', () => {
    const bare = { ...valid, subId: '', lessonMode: 'BOTH', city: '', district: '' };
    expect(messages(bare)).toEqual([
      'subId listing-management:errors.sub.required',
      'city listing-management:errors.city.required',
      'district listing-management:errors.district.required',
    ]);
    expect(messages({ ...bare, lessonMode: 'ONLINE' }, false)).toEqual([]);
  });

  it('prefills from a saved listing, the fee with a Turkish decimal comma', () => {
    const listing: Announcement = {
      id: 42,
      title: 'TYT Matematik',
      description: null,
      price: 750.5,
      lessonMode: 'BOTH',
      city: 'İstanbul',
      district: 'Beşiktaş',
      categoryResponse: { id: 12, name: 'TYT Matematik' },
    };
    expect(listingFormValues(listing, { rootId: 3, subId: 12 })).toEqual({
      title: 'TYT Matematik',
      description: '',
      price: '750,5',
      lessonMode: 'BOTH',
      rootId: '3',
      subId: '12',
      city: 'İstanbul',
      district: 'Beşiktaş',
    });
  });
});
