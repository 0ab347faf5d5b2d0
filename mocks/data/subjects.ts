/*
 * The subject tree (root → subcategories) of real Turkish school, exam and hobby subjects. The first six roots
 * are the ones the home page has icons for (Matematik, Fizik, Kimya, Biyoloji, Programlama, Sanat). Ids are
 * fixed: roots 1..n, subcategories root × 100 + position, so adding a subject never renumbers another.
 */
import { MORE_SUBJECTS } from './subjects-more';
import { SCHOOL_SUBJECTS, type SubjectRoot } from './subjects-school';

export type { SubjectRoot };

export const SUBJECT_ROOTS: readonly SubjectRoot[] = [...SCHOOL_SUBJECTS, ...MORE_SUBJECTS].sort(
  (a, b) => a.id - b.id,
);

export interface CategoryData {
  id: number;
  name: string;
  parentId: number | null;
}

export const CATEGORIES: readonly CategoryData[] = [
  ...SUBJECT_ROOTS.map(({ id, name }) => ({ id, name, parentId: null })),
  ...SUBJECT_ROOTS.flatMap((root) =>
    root.subcategories.map((name, index) => ({ id: root.id * 100 + index + 1, name, parentId: root.id })),
  ),
];

export function rootOf(categoryId: number): SubjectRoot | undefined {
  const rootId = categoryId >= 100 ? Math.floor(categoryId / 100) : categoryId;
  return SUBJECT_ROOTS.find((root) => root.id === rootId);
}
