import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '@/components/display/account-page';
import { TeacherStats } from './teacher-stats';
import { TeacherVerification } from './teacher-verification';

interface TeacherDashboardProps {
  /** The lesson requests waiting for the teacher (another feature's screen part, composed by the route). */
  inbox?: ReactNode;
  /** The teacher's own listings (another feature's screen part, composed by the route). */
  listings: ReactNode;
  /** The teacher's weekly schedule and away dates (another feature's screen part, composed by the route). */
  availability?: ReactNode;
}

/**
 * /teacher-dashboard (the route's guard lets only teachers in): the key figures first, then the requests to
 * answer, then the teacher's listings and the hours they teach in, as teacher dashboards of tutoring
 * marketplaces put them; the verification state (what is verified, what is missing, the documents) under the figures.
 */
export function TeacherDashboard({ inbox, listings, availability }: TeacherDashboardProps) {
  const { t } = useTranslation('dashboards-teacher');
  return (
    <AccountPage
      documentTitle={t('documentTitle', { ns: 'common', page: t('title') })}
      title={t('title')}
      lead={t('lead')}
      gap="8"
      wide
    >
      <TeacherStats />
      <TeacherVerification />
      {inbox}
      {listings}
      {availability}
    </AccountPage>
  );
}
