import { paths } from '@/config/paths';
import type { Announcement, LessonMode, UserProfile } from '@/generated/api/model';
import { fullName } from '@/lib/people/full-name';
import { absoluteUrl, canonicalUrl, DEFAULT_SHARE_IMAGE } from './site-url';

/*
 * schema.org descriptions of the public pages (JSON-LD), built from the answers the pages already render, so
 * a search engine reads the same name, fee and rating a visitor sees. Plain objects here; the page renders them
 * with <StructuredData> (src/components/display/structured-data.tsx), which escapes them for a <script>.
 */

/** One JSON-LD object: `@type` and the properties schema.org defines for it. */
export type JsonLd = { '@type': string } & Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** A step of a breadcrumb trail: its visible name and its path (or absolute address). */
export interface Crumb {
  name: string;
  path: string;
}

/** The trail a page sits in (`BreadcrumbList`), home first, the page itself last. */
export function breadcrumbList(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/**
 * The site itself on the home page: the organisation and the website, whose `SearchAction` lets a search engine
 * offer a search box that opens the teacher directory with the typed words (`q`, as the directory reads it).
 */
export function siteDescription({ name, description }: { name: string; description: string }): JsonLd[] {
  const url = absoluteUrl(paths.home.getHref());
  return [
    {
      '@context': CONTEXT,
      '@type': 'Organization',
      name,
      url,
      logo: absoluteUrl('/favicon.svg'),
      description,
    },
    {
      '@context': CONTEXT,
      '@type': 'WebSite',
      name,
      url,
      inLanguage: 'tr-TR',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${absoluteUrl(paths.teachers.getHref())}?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/** A rating only when someone has rated: schema.org's validators reject an `AggregateRating` of none. */
function aggregateRating(average: number | null | undefined, count: number | undefined) {
  if (average === null || average === undefined || !Number.isFinite(average) || !count) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(average * 10) / 10,
    reviewCount: count,
    bestRating: 5,
    worstRating: 1,
  };
}

/** The object without its absent properties: JSON-LD leaves out what a page does not know. */
const withoutEmpty = <T extends Record<string, unknown>>(object: T): T =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined && value !== '')) as T;

/** A teacher's public profile: `ProfilePage` about a `Person`, with her rating when she has reviews. */
export function profilePage(profile: UserProfile): JsonLd {
  const url = canonicalUrl(paths.profileByUsername.getHref(profile.username));
  const subjects = (profile.subjects ?? []).map((subject) => subject.name).filter(Boolean);
  return {
    '@context': CONTEXT,
    '@type': 'ProfilePage',
    url,
    ...(profile.createdAt ? { dateCreated: profile.createdAt } : {}),
    mainEntity: withoutEmpty({
      '@type': 'Person',
      name: fullName(profile.name, profile.surname, profile.username),
      alternateName: profile.username,
      url,
      image: absoluteUrl(profile.profileImageUrl || DEFAULT_SHARE_IMAGE),
      description: profile.biography?.trim() || undefined,
      knowsAbout: subjects.length > 0 ? subjects : undefined,
      address: profile.city
        ? withoutEmpty({
            '@type': 'PostalAddress',
            addressLocality: profile.district ?? undefined,
            addressRegion: profile.city,
            addressCountry: 'TR',
          })
        : undefined,
      aggregateRating: aggregateRating(profile.averageRating, profile.totalReviews),
    }),
  };
}

/** schema.org's words for where a course is held. */
const COURSE_MODES: Record<LessonMode, string> = { ONLINE: 'Online', IN_PERSON: 'Onsite', BOTH: 'Blended' };

/** A listing: a `Course` given by its teacher, offered at its hourly fee in Turkish lira. */
export function course(listing: Announcement, { siteName }: { siteName: string }): JsonLd {
  const url = canonicalUrl(paths.listing.getHref(listing.id));
  const teacher = fullName(listing.teacherName, listing.teacherSurname, listing.teacherUsername ?? undefined);
  const description = listing.description?.trim() || listing.title;
  return withoutEmpty({
    '@context': CONTEXT,
    '@type': 'Course',
    name: listing.title,
    description,
    url,
    inLanguage: 'tr-TR',
    about: listing.categoryResponse?.name || undefined,
    provider: {
      '@type': 'Organization',
      name: siteName,
      sameAs: absoluteUrl(paths.home.getHref()),
    },
    instructor: teacher
      ? withoutEmpty({
          '@type': 'Person',
          name: teacher,
          url: listing.teacherUsername
            ? canonicalUrl(paths.profileByUsername.getHref(listing.teacherUsername))
            : undefined,
          image: listing.teacherProfileImage ? absoluteUrl(listing.teacherProfileImage) : undefined,
        })
      : undefined,
    offers:
      listing.price !== null && listing.price !== undefined && Number.isFinite(listing.price)
        ? {
            '@type': 'Offer',
            price: listing.price,
            priceCurrency: 'TRY',
            category: 'Paid',
            url,
            availability: 'https://schema.org/InStock',
          }
        : undefined,
    hasCourseInstance: withoutEmpty({
      '@type': 'CourseInstance',
      courseMode: listing.lessonMode ? COURSE_MODES[listing.lessonMode] : undefined,
      location: listing.city ? [listing.district, listing.city].filter(Boolean).join(', ') : undefined,
    }),
  });
}
