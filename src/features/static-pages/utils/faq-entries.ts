/**
 * The FAQ's ten entries. Questions and answers are `entries.<id>.question|answer` in the
 * `static-faq` namespace; the category key is `categories.<category>`.
 */
export const FAQ_CATEGORIES = [
  'general',
  'registration',
  'teaching',
  'studying',
  'communication',
  'payment',
  'security',
  'technical',
] as const;

export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface FaqEntry {
  id: string;
  category: FaqCategory;
}

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  { id: 'whatIs', category: 'general' },
  { id: 'howRegister', category: 'registration' },
  { id: 'becomeTeacher', category: 'teaching' },
  { id: 'setFee', category: 'teaching' },
  { id: 'findTeacher', category: 'studying' },
  { id: 'lessonRequest', category: 'studying' },
  { id: 'contactTeacher', category: 'communication' },
  { id: 'payment', category: 'payment' },
  { id: 'dataSafety', category: 'security' },
  { id: 'pageProblem', category: 'technical' },
];

export const isFaqCategory = (value: string | null): value is FaqCategory =>
  value !== null && (FAQ_CATEGORIES as readonly string[]).includes(value);

export const entriesIn = (category: FaqCategory | null): readonly FaqEntry[] =>
  category === null ? FAQ_ENTRIES : FAQ_ENTRIES.filter((entry) => entry.category === category);
