import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StructuredData } from '@/components/display/structured-data';
import type { Announcement, UserProfile } from '@/generated/api/model';
import { DEFAULT_HEAD_ATTRIBUTE, removeDefaultHeadTags, withoutDefaultHeadTags } from './default-head';
import { scriptSafeJson } from './script-json';
import { course, profilePage } from './structured-data';

const ORIGIN = window.location.origin;

const teacher: UserProfile = {
  id: 7,
  username: 'ayse.yilmaz',
  name: 'Ayşe',
  surname: 'Yılmaz',
  role: 'ROLE_TEACHER',
  biography: 'Matematik öğretmeniyim.</script><script>alert(1)</script><!-- & "tırnak"\u2028son satır',
  averageRating: 4.666,
  totalReviews: 3,
  profileImageUrl: null,
};

const listing = {
  id: 12,
  title: 'LGS Matematik </script>',
  description: 'Birebir ders.',
  price: 750,
  lessonMode: 'ONLINE',
  teacherId: 7,
  teacherName: 'Ayşe',
  teacherSurname: 'Yılmaz',
  teacherUsername: 'ayse.yilmaz',
  categoryResponse: { id: 3, name: 'Matematik' },
} satisfies Announcement;

/** What a browser (or a crawler's HTML parser) makes of the server's markup. */
function parsed(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
}

describe('JSON-LD', () => {
  it("describes a teacher's profile as a ProfilePage about a Person with her rating", () => {
    const data = profilePage(teacher);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: `${ORIGIN}/profile/username/ayse.yilmaz`,
      mainEntity: {
        '@type': 'Person',
        name: 'Ayşe Yılmaz',
        description: teacher.biography,
        image: `${ORIGIN}/og-default.png`,
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 3 },
      },
    });
  });

  it('leaves the rating out when nobody has reviewed yet', () => {
    const data = profilePage({ ...teacher, averageRating: null, totalReviews: 0 });
    expect(data.mainEntity).not.toHaveProperty('aggregateRating');
  });

  it('describes a listing as a Course with its provider and an Offer in TRY', () => {
    expect(course(listing, { siteName: 'Özel Ders' })).toMatchObject({
      '@type': 'Course',
      name: listing.title,
      description: 'Birebir ders.',
      url: `${ORIGIN}/courses/12`,
      provider: { '@type': 'Organization', name: 'Özel Ders' },
      instructor: { '@type': 'Person', name: 'Ayşe Yılmaz', url: `${ORIGIN}/profile/username/ayse.yilmaz` },
      offers: { '@type': 'Offer', price: 750, priceCurrency: 'TRY' },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online' },
    });
    expect(course({ ...listing, price: null }, { siteName: 'Özel Ders' })).not.toHaveProperty('offers');
  });

  it('keeps text a person typed inside the data block: one script, valid JSON, the same text', () => {
    const html = renderToStaticMarkup(
      <StructuredData data={[profilePage(teacher), course(listing, { siteName: 'Özel Ders' })]} />,
    );
    expect(html).not.toMatch(/<\/script>.*<\/script>/s);
    const doc = parsed(html);
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    // A document of its own (another realm than jest-dom's matchers know): read as plain DOM.
    expect(scripts[0]?.getAttribute('type')).toBe('application/ld+json');
    const [profile, offer] = JSON.parse(scripts[0]!.textContent ?? '') as [
      ReturnType<typeof profilePage>,
      ReturnType<typeof course>,
    ];
    expect(profile).toMatchObject({ mainEntity: { description: teacher.biography } });
    expect(offer).toMatchObject({ name: listing.title });
    expect(doc.querySelector('body > :not(script)')).toBeNull();
  });

  it('writes <, >, & and the line separators as JSON escapes', () => {
    const text = scriptSafeJson({ a: '</script><!--&\u2028\u2029' });
    expect(text).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u0026\\u2028\\u2029"}');
    expect(JSON.parse(text)).toEqual({ a: '</script><!--&\u2028\u2029' });
  });
});

describe("index.html's default tags", () => {
  const template = `<head>
    <title>Özel Ders</title>
    <meta name="description" content="Site" ${DEFAULT_HEAD_ATTRIBUTE} />
    <meta
      property="og:title"
      content="Özel Ders"
      ${DEFAULT_HEAD_ATTRIBUTE}
    />
    <meta name="viewport" content="width=device-width" />
  </head>`;

  it('leave the server template of a page that has its own, every other tag kept', () => {
    const html = withoutDefaultHeadTags(template);
    expect(html).not.toContain(DEFAULT_HEAD_ATTRIBUTE);
    expect(html).not.toContain('og:title');
    expect(html).toContain('<meta name="viewport" content="width=device-width" />');
    expect(html).toContain('<title>Özel Ders</title>');
  });

  it('leave the browser document before the app renders its own', () => {
    const doc = new DOMParser().parseFromString(
      `<!doctype html><html>${template}<body></body></html>`,
      'text/html',
    );
    expect(doc.head.querySelectorAll(`[${DEFAULT_HEAD_ATTRIBUTE}]`)).toHaveLength(2);
    removeDefaultHeadTags(doc);
    expect(doc.head.querySelectorAll(`[${DEFAULT_HEAD_ATTRIBUTE}]`)).toHaveLength(0);
    expect(doc.head.querySelector('meta[name="viewport"]')).not.toBeNull();
  });
});
