import { HomePage } from '@/features/home/components/home-page';
import { TeacherCard } from '@/features/teachers/components/teacher-card';

/** `/`: the home feature, with the teachers feature's card composed in (features never import each other). */
export function Component() {
  return <HomePage renderTeacher={(teacher) => <TeacherCard teacher={teacher} />} />;
}
