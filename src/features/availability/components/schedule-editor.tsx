import { useTranslation } from 'react-i18next';
import { PageSection } from '@/components/display/page-section';
import { ListLoadFailed, ListLoading } from '@/components/feedback/list-states';
import { useGetTeacherAvailability } from '@/generated/api/teacher/teacher';
import { ScheduleEditorForm } from './schedule-editor-form';

/**
 * The teacher dashboard's schedule section ('Müsaitlik Takviminiz'): the teacher's own schedule from
 * GET /v1/teachers/{id}/availability, edited in place. The form starts from the first answer and is not
 * reset by later refetches, so nothing chosen is lost while the page refreshes behind it.
 */
export function ScheduleEditor({ teacherId }: { teacherId: number }) {
  const { t } = useTranslation('schedule-editor');
  const { data, isPending, error, refetch } = useGetTeacherAvailability(teacherId);

  return (
    <PageSection id="availability" title={t('title')} description={t('lead')}>
      {data ? <ScheduleEditorForm teacherId={teacherId} saved={data.data} /> : null}
      {isPending ? <ListLoading label={t('loading')} rows={3} rowHeight="10" /> : null}
      {error && !data ? (
        <ListLoadFailed size="sm" error={error} retryLabel={t('retry')} onRetry={() => void refetch()} />
      ) : null}
    </PageSection>
  );
}
