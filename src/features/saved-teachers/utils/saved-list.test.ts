import { describe, expect, it } from 'vitest';
import type { Teacher, TeacherListResponse } from '@/generated/api/model';
import { withSaved } from './saved-list';

const teacher = (id: number): Teacher => ({
  id,
  name: 'Ad',
  surName: 'Soyad',
  username: `t${id}`,
  totalReviews: 0,
});
const list = (...ids: number[]): TeacherListResponse => ({ success: true, data: ids.map(teacher) });

describe('withSaved', () => {
  it('puts a newly saved teacher first, once', () => {
    expect(withSaved(list(2, 3), teacher(3), true)?.data.map((t) => t.id)).toEqual([3, 2]);
  });

  it('takes an unsaved teacher out', () => {
    expect(withSaved(list(2, 3), teacher(2), false)?.data.map((t) => t.id)).toEqual([3]);
  });

  it('leaves a list that was never loaded alone', () => {
    expect(withSaved(undefined, teacher(2), true)).toBeUndefined();
  });
});
