/*
 * Documented fixed values of the mock backend (mocks/README.md lists them for people).
 * Every seeded account has DEMO_PASSWORD; the verification code is the same for every address.
 */
export const DEMO_PASSWORD = 'Demo.1234';
export const VERIFICATION_CODE = '123456';

export const DEMO_TEACHER = {
  id: 7,
  username: 'zeynepcelik',
  email: 'zeynep.celik@ornek.com.tr',
  name: 'Zeynep',
  surname: 'Çelik',
} as const;

export const DEMO_STUDENT = {
  id: 61,
  username: 'elifdemir',
  email: 'elif.demir@ornek.com.tr',
  name: 'Elif',
  surname: 'Demir',
} as const;

/** A second pair, for two-party flows (a teacher with no photo and no location yet, another student). */
export const DEMO_TEACHER_2 = {
  id: 12,
  username: 'mehmetkaya',
  email: 'mehmet.kaya@ornek.com.tr',
  name: 'Mehmet',
  surname: 'Kaya',
} as const;

export const DEMO_STUDENT_2 = {
  id: 62,
  username: 'ayseyilmaz',
  email: 'ayse.yilmaz@ornek.com.tr',
  name: 'Ayşe',
  surname: 'Yılmaz',
} as const;

export const TEACHER_COUNT = 60;
export const STUDENT_COUNT = 40;

/** A PENDING lesson request nobody answered becomes EXPIRED this many days after it was sent. */
export const LESSON_REQUEST_EXPIRY_DAYS = 7;

/**
 * The instant `buildSeed()` writes its dates relative to by default, so that the same seed gives the same
 * data on any day (the seed's own tests). The running mock seeds relative to `seedNowAt(Date.now())` instead.
 */
export const SEED_NOW = '2026-11-20T09:00:00.000Z';

/**
 * The seed's "now" for a db seeded at `instant`: SEED_NOW moved by whole days to the last such time of day
 * (09:00 UTC) not after `instant`. Dated like this, the demo data is as fresh on any day as on the day it was
 * written (pending requests have not expired, today's messages are today's), and within one day every
 * seeding gives the same data.
 */
export function seedNowAt(instant: number): string {
  const day = 86_400_000;
  const base = Date.parse(SEED_NOW);
  return new Date(base + Math.floor((instant - base) / day) * day).toISOString();
}

/**
 * Long-lived access tokens of the four demo accounts, seeded into the sessions table (valid until 2100), so
 * tests, the contract checker (`--token`) and scripts can act as a known user without signing in. Every other
 * access token lives five minutes. `expireAccessTokens()` expires these too.
 */
export const DEMO_TOKENS = {
  teacher: 'mock-access.demo.zeynepcelik',
  student: 'mock-access.demo.elifdemir',
  teacher2: 'mock-access.demo.mehmetkaya',
  student2: 'mock-access.demo.ayseyilmaz',
} as const;

export const DEMO_TOKEN_EXPIRY = Date.parse('2100-01-01T00:00:00Z');
