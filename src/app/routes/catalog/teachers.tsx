import { TeachersDirectory } from '@/features/teachers/components/teachers-directory';

/** /teachers: the teacher directory (spec section 2); everything lives in the teachers feature. */
export function Component() {
  return <TeachersDirectory />;
}
