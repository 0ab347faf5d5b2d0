import { base, Faker, tr } from '@faker-js/faker';

/** What every part of the seed shares: one seeded faker (Turkish locale) and the seed's "now". */
export interface SeedContext {
  f: Faker;
  now: number;
}

export function createSeedContext(seed: number, now: string): SeedContext {
  const f = new Faker({ locale: [tr, base] });
  f.seed(seed);
  return { f, now: Date.parse(now) };
}

const DAY = 86_400_000;

/** An ISO instant between `maxDays` and `minDays` days before the seed's now, to the second. */
export function daysAgo(ctx: SeedContext, maxDays: number, minDays = 0): string {
  const offset = ctx.f.number.int({ min: Math.round(minDays * DAY), max: Math.round(maxDays * DAY) });
  return new Date(Math.floor((ctx.now - offset) / 1000) * 1000).toISOString();
}

/** An ISO instant `minutes` after the given one. */
export function minutesAfter(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString();
}

export function laterOf(a: string, b: string): string {
  return Date.parse(a) >= Date.parse(b) ? a : b;
}
