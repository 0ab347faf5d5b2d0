import type { Teacher, TeacherListResponse } from '@/generated/api/model';

/** A cached list with this teacher put first (last saved first, as the server orders it) or taken out. */
export function withSaved(
  response: TeacherListResponse | undefined,
  teacher: Teacher,
  saved: boolean,
): TeacherListResponse | undefined {
  if (!response || !Array.isArray(response.data)) return response;
  const others = response.data.filter((item) => item.id !== teacher.id);
  return { ...response, data: saved ? [teacher, ...others] : others };
}
