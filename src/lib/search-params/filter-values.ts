import type { PreferredLessonMode, TeacherSort, TimeRange, Weekday } from '@/generated/api/model';

/*
 * The URL names of the search filters shared by /teachers and /courses, and the contract's value for each.
 * The URL keeps short, lower-case words people can read and type; requests use the contract's enums.
 */

export const LESSON_MODE_VALUES = ['online', 'in-person'] as const;
export type LessonModeValue = (typeof LESSON_MODE_VALUES)[number];
export const LESSON_MODE_REQUEST: Record<LessonModeValue, PreferredLessonMode> = {
  online: 'ONLINE',
  'in-person': 'IN_PERSON',
};

/** Monday first, as Turkish calendars do. */
export const DAY_VALUES = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type DayValue = (typeof DAY_VALUES)[number];
export const DAY_REQUEST: Record<DayValue, Weekday> = {
  monday: 'MONDAY',
  tuesday: 'TUESDAY',
  wednesday: 'WEDNESDAY',
  thursday: 'THURSDAY',
  friday: 'FRIDAY',
  saturday: 'SATURDAY',
  sunday: 'SUNDAY',
};

export const DAY_PART_VALUES = ['morning', 'afternoon', 'evening'] as const;
export type DayPartValue = (typeof DAY_PART_VALUES)[number];
export const DAY_PART_REQUEST: Record<DayPartValue, TimeRange> = {
  morning: 'MORNING',
  afternoon: 'AFTERNOON',
  evening: 'EVENING',
};

export const SORT_VALUES = ['rating', 'reviews', 'price-asc', 'price-desc', 'newest'] as const;
export type SortValue = (typeof SORT_VALUES)[number];
export const TEACHER_SORT_REQUEST: Record<SortValue, TeacherSort> = {
  rating: 'RATING',
  reviews: 'REVIEWS',
  'price-asc': 'PRICE_ASC',
  'price-desc': 'PRICE_DESC',
  newest: 'NEWEST',
};

/** Minimum ratings a URL may carry (`minRating`), and the ones offered as choices. */
export const MIN_RATING = { min: 1, max: 5 } as const;
export const MIN_RATING_CHOICES = [4, 3, 2] as const;

/** Turkey's provinces are numbered by plate code, 1..81. */
export const MAX_CITY_ID = 81;
