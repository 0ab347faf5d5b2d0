import { useTranslation } from 'react-i18next';
import { toaster } from '@/components/feedback/toaster';
import {
  getGetTeacherAvailabilityQueryKey,
  useUpdateTeacherAvailability,
} from '@/generated/api/teacher/teacher';
import { readsUnder } from '@/lib/api/query-meta';

/**
 * PUT /v1/teacher/availability with a toast on success, in the server's words or ours. What a saved schedule
 * makes stale (meta.refreshes): the teacher's own schedule, which the profile's week grid reads too, and the
 * directory's searches, whose "available on" filter reads every schedule.
 */
export function useScheduleSave(teacherId: number) {
  const { t } = useTranslation('schedule-editor');
  return useUpdateTeacherAvailability({
    mutation: {
      meta: {
        refreshes: [getGetTeacherAvailabilityQueryKey(teacherId), readsUnder('/v1/teacher/filter')],
      },
      onSuccess: (response) => {
        toaster.create({ type: 'success', title: response.message || t('saved') });
      },
    },
  });
}
