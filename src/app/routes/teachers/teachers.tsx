import { SaveTeacherButton } from '@/features/saved-teachers/components/save-teacher-button';
import { TeachersDirectory } from '@/features/teachers/components/teachers-directory';

/** /teachers: the teacher directory, each card with the saved-teachers heart (students; guests sign in first). */
export function Component() {
  return <TeachersDirectory cardAction={(teacher) => <SaveTeacherButton teacher={teacher} width="full" />} />;
}
