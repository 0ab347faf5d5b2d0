import {
  getCreateAnnouncementMockHandler,
  getDeleteAnnouncementMockHandler,
  getGetAnnouncementMockHandler,
  getGetAnnouncementsByCategoryMockHandler,
  getGetAnnouncementsByTeacherMockHandler,
  getGetAnnouncementsPageMockHandler,
  getUpdateAnnouncementMockHandler,
} from '../../src/generated/api/announcements/announcements.msw';
import {
  CreateAnnouncementBody,
  GetAnnouncementsPageQueryParams,
  UpdateAnnouncementBody,
} from '../../src/generated/zod/announcements/announcements.zod';
import { findProvince } from '../data/provinces';
import type { Db } from '../db/collections';
import { newestFirst, paginate, readPaging } from '../db/paging';
import type { AnnouncementRecord } from '../db/schema';
import {
  announcementsOfCategory,
  createAnnouncement,
  deleteAnnouncement,
  searchListings,
  updateAnnouncement,
  type ListingSearch,
} from '../db/services/listings';
import { toAnnouncement } from '../db/views/catalog';
import { usableQuery } from './filters';
import { ACK, failure, idParam, ok, readBody, requireUser, withDb } from './http';
import { withUserText } from './user-text';

/** A listing's title is one line, its description may have several. */
const LISTING_TEXT = { singleLine: ['title'], multiline: ['description'] } as const;

/** Page sizes: 6 listings a page on the home page, 20 for a category. */
export const ANNOUNCEMENT_PAGE_SIZE = 6;
export const CATEGORY_PAGE_SIZE = 20;
const TEACHER_LISTINGS_PAGE_SIZE = 10;

/** A page of listings; `sorted` when they are already in the order asked for, else newest first. */
function page(
  db: Db,
  request: Request,
  records: AnnouncementRecord[],
  defaultSize: number,
  { sorted = false } = {},
) {
  const { page: number, size } = readPaging(new URL(request.url), defaultSize);
  const result = paginate(sorted ? records : [...records].sort(newestFirst), number, size);
  return { ...result, content: result.content.map((record) => toAnnouncement(db, record)) };
}

/**
 * The /courses search from the query, its unusable values dropped (filters.ts): an unknown category or
 * province is dropped too, so the search does not turn empty on a broken link.
 */
function listingSearch(db: Db, url: URL): ListingSearch {
  const query = usableQuery(url, GetAnnouncementsPageQueryParams, [
    'keyword',
    'categoryId',
    'lessonMode',
    'cityId',
    'minPrice',
    'maxPrice',
    'sort',
  ]);
  const { cityId, categoryId, ...rest } = query;
  const knownCategory =
    categoryId !== undefined && db.categories.findFirst((q) => q.where({ id: categoryId }))
      ? categoryId
      : undefined;
  return {
    ...rest,
    categoryId: knownCategory,
    city: cityId === undefined ? undefined : findProvince(cityId)?.name,
  };
}

// Order matters: the literal paths come before `/v1/announcements/:id`, which would match them too.
export const announcementHandlers = [
  getGetAnnouncementsPageMockHandler(
    withDb(({ request, db }) =>
      ok(
        page(
          db,
          request,
          searchListings(db, listingSearch(db, new URL(request.url))),
          ANNOUNCEMENT_PAGE_SIZE,
          {
            sorted: true,
          },
        ),
      ),
    ),
  ),
  getGetAnnouncementsByCategoryMockHandler(
    withDb(({ request, params, db }) =>
      ok(page(db, request, announcementsOfCategory(db, idParam(params.categoryId)), CATEGORY_PAGE_SIZE)),
    ),
  ),
  getGetAnnouncementsByTeacherMockHandler(
    withDb(({ request, params, db }) => {
      const teacherId = idParam(params.teacherId);
      const records = db.announcements.findMany((q) => q.where({ teacherId }));
      return ok(page(db, request, records, TEACHER_LISTINGS_PAGE_SIZE));
    }),
  ),
  getCreateAnnouncementMockHandler(
    withDb(async ({ request, db }) => {
      const user = requireUser(db, request);
      const created = await createAnnouncement(
        db,
        user,
        await readBody(request, withUserText(CreateAnnouncementBody, LISTING_TEXT)),
      );
      return ok(toAnnouncement(db, created), 'İlanınız yayınlandı.');
    }),
  ),
  getUpdateAnnouncementMockHandler(
    withDb(async ({ request, params, db }) => {
      const user = requireUser(db, request);
      const id = idParam(params.id);
      const updated = await updateAnnouncement(
        db,
        user,
        id,
        await readBody(request, withUserText(UpdateAnnouncementBody, LISTING_TEXT)),
      );
      return ok(toAnnouncement(db, updated), 'İlanınız güncellendi.');
    }),
  ),
  getDeleteAnnouncementMockHandler(
    withDb(({ request, params, db }) => {
      deleteAnnouncement(db, requireUser(db, request), idParam(params.id));
      return ACK('İlanınız kaldırıldı.');
    }),
  ),
  getGetAnnouncementMockHandler(
    withDb(({ params, db }) => {
      const id = idParam(params.id);
      const record = db.announcements.findFirst((q) => q.where({ id })) ?? failure(404, 'İlan bulunamadı.');
      return ok(toAnnouncement(db, record));
    }),
  ),
];
