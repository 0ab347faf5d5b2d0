import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toaster } from '@/components/feedback/toaster';
import type { Teacher, TeacherListResponse } from '@/generated/api/model';
import {
  getGetSavedTeachersQueryKey,
  saveTeacher,
  unsaveTeacher,
  useSetGetSavedTeachersQueryData,
} from '@/generated/api/saved-teachers/saved-teachers';
import { optimisticUpdate } from '@/lib/api/optimistic-update';
import { failureText } from '@/lib/api/screen-failure';
import { withSaved } from '../utils/saved-list';

export interface SavedToggle {
  teacher: Teacher;
  /** The state asked for: true saves (PUT), false unsaves (DELETE). */
  saved: boolean;
}

/**
 * Save or unsave a teacher, optimistic the TanStack way: the saved list changes at once (the heart fills or
 * empties), is put back with a toast in the server's words if the call fails, and is fetched again either way.
 */
export function useToggleSavedTeacher() {
  const { t } = useTranslation('saved-teachers');
  const queryClient = useQueryClient();
  const setSaved = useSetGetSavedTeachersQueryData();
  const savedKey = getGetSavedTeachersQueryKey();
  const optimistic = optimisticUpdate<TeacherListResponse, SavedToggle>(
    queryClient,
    savedKey,
    ({ teacher, saved }) => setSaved((current) => withSaved(current, teacher, saved)),
  );

  return useMutation({
    mutationKey: ['toggleSavedTeacher'],
    mutationFn: ({ teacher, saved }: SavedToggle) =>
      saved ? saveTeacher(teacher.id) : unsaveTeacher(teacher.id),
    ...optimistic,
    meta: { refreshes: [savedKey] },
    onError: (error, variables, snapshot) => {
      optimistic.onError(error, variables, snapshot);
      toaster.create({
        type: 'error',
        title: failureText(error, { failed: t(variables.saved ? 'saveFailed' : 'unsaveFailed') }),
      });
    },
  });
}
