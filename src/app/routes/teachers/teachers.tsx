import { TeachersDirectory } from '@/features/teachers/components/teachers-directory';

/** /teachers: the teacher directory; everything lives in the teachers feature. */
export function Component() {
  return <TeachersDirectory />;
}
