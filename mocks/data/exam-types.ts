/*
 * Exam types a student prepares for. Roots (parentId null) are what registration offers
 * (/v1/study/exam-types/parents-null); the children show why that endpoint filters on the parent.
 * Ids are fixed: roots 1..n, children parent × 100 + position.
 */

export interface ExamTypeData {
  id: number;
  name: string;
  parentId: number | null;
}

const ROOTS: ReadonlyArray<{ name: string; children?: readonly string[] }> = [
  { name: 'LGS' },
  { name: 'YKS TYT' },
  { name: 'YKS AYT', children: ['AYT Sayısal', 'AYT Eşit Ağırlık', 'AYT Sözel'] },
  { name: 'YKS YDT' },
  { name: 'KPSS', children: ['KPSS Lisans', 'KPSS Önlisans', 'KPSS Ortaöğretim', 'KPSS ÖABT'] },
  { name: 'ALES' },
  { name: 'YDS' },
  { name: 'DGS' },
  { name: 'YÖKDİL', children: ['YÖKDİL Fen Bilimleri', 'YÖKDİL Sağlık Bilimleri', 'YÖKDİL Sosyal Bilimler'] },
  { name: 'TOEFL' },
  { name: 'IELTS' },
  { name: 'MSÜ' },
  { name: 'Okula Destek' },
];

export const EXAM_TYPES: readonly ExamTypeData[] = [
  ...ROOTS.map(({ name }, index) => ({ id: index + 1, name, parentId: null })),
  ...ROOTS.flatMap(({ children = [] }, index) =>
    children.map((name, position) => ({ id: (index + 1) * 100 + position + 1, name, parentId: index + 1 })),
  ),
];
