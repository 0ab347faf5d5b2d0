import { useTranslation } from 'react-i18next';
import { AccountPage } from '@/components/display/account-page';
import { useGetMyLessonRequests } from '@/generated/api/lesson-requests/lesson-requests';
import { unwrapList } from '@/lib/api/nested-data';
import { awaitingReview, contactedTeachers } from '../utils/student-requests';
import { StudentContacts } from './student-contacts';
import { TitledSection } from '@/components/display/titled-section';
import { type ReviewActionSlot, StudentPendingReviews } from './student-pending-reviews';
import { StudentRequestsError, StudentRequestsLoading } from './student-request-states';
import type { ReactNode } from 'react';

interface StudentDashboardProps {
  /** The lesson-requests feature's list of the student's requests, a section with its own heading. */
  requests?: ReactNode;
  /** The saved-teachers feature's list. */
  savedTeachers: ReactNode;
  reviewAction: ReviewActionSlot;
}

/**
 * /student-dashboard (students only; the route's guard sends everyone else to /): the student's lesson
 * requests, the teachers those requests went to, the approved lessons still waiting for a review, and the
 * saved teachers. The other features' parts come in through slots, filled by the route.
 */
export function StudentDashboard({ requests, savedTeachers, reviewAction }: StudentDashboardProps) {
  const { t } = useTranslation('dashboards-student');
  const query = useGetMyLessonRequests();
  const list = query.data ? unwrapList(query.data.data) : null;

  const fromRequests = (render: (items: NonNullable<typeof list>) => ReactNode) => {
    if (list) return render(list);
    if (query.isError)
      return <StudentRequestsError error={query.error} onRetry={() => void query.refetch()} />;
    return <StudentRequestsLoading />;
  };

  return (
    <AccountPage
      documentTitle={t('common:documentTitle', { page: t('title') })}
      title={t('title')}
      lead={t('lead')}
      gap="10"
    >
      <TitledSection id="student-pending-reviews" title={t('sections.pendingReviews')}>
        {fromRequests((items) => (
          <StudentPendingReviews requests={awaitingReview(items)} reviewAction={reviewAction} />
        ))}
      </TitledSection>
      {/* A titled section of its own (its h2 and tabs). */}
      {requests}
      <TitledSection id="student-contacts" title={t('sections.contacts')}>
        {fromRequests((items) => (
          <StudentContacts teachers={contactedTeachers(items)} />
        ))}
      </TitledSection>
      <TitledSection id="student-saved" title={t('sections.saved')}>
        {savedTeachers}
      </TitledSection>
    </AccountPage>
  );
}
