import { Collection } from '@msw/data';
import type { z } from 'zod';
import {
  announcementSchema,
  availabilitySchema,
  blockSchema,
  categorySchema,
  chatMemberSchema,
  chatMessageSchema,
  chatRoomSchema,
  examTypeSchema,
  lessonRequestSchema,
  notificationSchema,
  reportSchema,
  reviewSchema,
  savedTeacherSchema,
  sessionSchema,
  userSchema,
} from './schema';

/*
 * One @msw/data collection per table. Records are flat and reference each other by numeric id, not through
 * @msw/data relations: flat records serialise as they are (persistence, snapshots, the standalone server) and
 * read like the server's own tables. What @msw/data gives us is schema validation on every write and the query
 * builder; paging and sorting are done in mocks/db/paging.ts, because @msw/data applies `take`/`skip` before
 * `orderBy`, which is wrong for sorted pages.
 */
const schemas = {
  users: userSchema,
  categories: categorySchema,
  examTypes: examTypeSchema,
  announcements: announcementSchema,
  reviews: reviewSchema,
  lessonRequests: lessonRequestSchema,
  savedTeachers: savedTeacherSchema,
  availability: availabilitySchema,
  chatRooms: chatRoomSchema,
  chatMembers: chatMemberSchema,
  chatMessages: chatMessageSchema,
  notifications: notificationSchema,
  sessions: sessionSchema,
  reports: reportSchema,
  blocks: blockSchema,
} as const;

type Schemas = typeof schemas;
export type CollectionName = keyof Schemas;
export type Db = { [K in CollectionName]: Collection<Schemas[K]> };

/** The whole content of the database as plain data: what the seed produces and what persistence stores. */
export type DbData = { [K in CollectionName]: Array<z.output<Schemas[K]>> };

export const COLLECTION_NAMES = Object.keys(schemas) as CollectionName[];

export function createCollections(): Db {
  const entries = COLLECTION_NAMES.map((name) => [name, new Collection({ schema: schemas[name] })]);
  return Object.fromEntries(entries) as Db;
}

export function emptyDbData(): DbData {
  return Object.fromEntries(COLLECTION_NAMES.map((name) => [name, []])) as unknown as DbData;
}
