import { Alert, Link, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AccountPage } from '@/components/display/account-page';
import { paths } from '@/config/paths';
import {
  useGetAnnouncement,
  useGetAnnouncementsByTeacher,
} from '@/generated/api/announcements/announcements';
import { useGetMyLessonRequests } from '@/generated/api/lesson-requests/lesson-requests';
import type { Announcement, Weekday, WeeklyTimeRange } from '@/generated/api/model';
import { useGetTeacherAvailability } from '@/generated/api/teacher/teacher';
import { isAway, istanbulDate, nextDateOf, WEEKDAYS } from '@/lib/availability/schedule';
import { useSession } from '@/lib/api';
import { fullName } from '@/lib/people/full-name';
import { isStudent } from '@/lib/people/roles';
import { requestsOf } from '../utils/lesson-request-list';
import { LessonRequestForm } from './lesson-request-form';
import { RequestsEmpty, RequestsError, RequestsLoading } from './lesson-request-states';

/** A teacher's listings offered in the select (the contract's largest page). */
const TEACHER_LISTINGS_PAGE = { page: 0, size: 100 };

export interface NewLessonRequestTarget {
  listingId: number | null;
  teacherId: number | null;
}

/**
 * /lesson-requests/new?listingId=… (that listing, fixed) or ?teacherId=… (a select of the teacher's listings),
 * for a signed-in student. Anyone else is told why they cannot send one; a listing the student already has a
 * pending request for links to that request instead of showing the form.
 */
export function NewLessonRequestScreen({ listingId, teacherId }: NewLessonRequestTarget) {
  const { t } = useTranslation('lesson-requests');
  const { user } = useSession();
  const student = isStudent(user?.role);

  const frame = (children: ReactNode) => (
    <AccountPage
      documentTitle={t('documentTitle', { ns: 'common', page: t('form.title') })}
      title={t('form.title')}
      lead={t('form.lead')}
    >
      {children}
    </AccountPage>
  );

  if (!student) {
    return frame(
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('form.studentsOnly')}</Alert.Title>
          <Alert.Description>{t('form.studentsOnlyBody')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>,
    );
  }
  if (listingId === null && teacherId === null) {
    return frame(
      <RequestsEmpty
        text={t('form.missingTarget')}
        link={{ to: paths.listings.getHref(), label: t('form.findListing') }}
      />,
    );
  }
  return frame(
    listingId !== null ? <ForListing listingId={listingId} /> : <ForTeacher teacherId={teacherId ?? 0} />,
  );
}

function useMyRequests() {
  const query = useGetMyLessonRequests();
  return { requests: query.data ? requestsOf(query.data) : undefined, pending: query.isPending };
}

const NO_RANGES: readonly WeeklyTimeRange[] = [];

/**
 * The teacher's weekly ranges the form offers and the weekdays they are away on next. A schedule that fails to
 * load leaves the coarse days and parts of the day: the request is still worth sending.
 */
function useTeacherWeek(teacherId: number | null | undefined) {
  const known = typeof teacherId === 'number';
  const query = useGetTeacherAvailability(teacherId ?? 0, { query: { enabled: known } });
  const [today] = useState(() => istanbulDate(Date.now()));
  const schedule = query.data?.data;
  const weekly = Array.isArray(schedule?.weekly) ? schedule.weekly : NO_RANGES;
  const awayDays: Weekday[] = WEEKDAYS.filter((day) =>
    isAway(schedule?.absences ?? [], nextDateOf(day, today)),
  );
  return { weekly, awayDays, pending: known && query.isPending };
}

function ForListing({ listingId }: { listingId: number }) {
  const { t } = useTranslation('lesson-requests');
  const query = useGetAnnouncement(listingId);
  const mine = useMyRequests();
  const listing = query.data?.data;
  const week = useTeacherWeek(listing?.teacherId);

  if (query.isError) return <RequestsError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending || mine.pending || week.pending)
    return <RequestsLoading label={t('form.listingLoading')} rows={4} />;
  if (!listing) return <RequestsEmpty text={t('form.listingMissing')} />;
  return (
    <Stack gap="5">
      <ListingSummary listing={listing} />
      <LessonRequestForm
        listings={[listing]}
        fixedListing
        myRequests={mine.requests}
        draftKey={`lesson-request:listing-${listingId}`}
        weekly={week.weekly}
        awayDays={week.awayDays}
      />
    </Stack>
  );
}

function ForTeacher({ teacherId }: { teacherId: number }) {
  const { t } = useTranslation('lesson-requests');
  const query = useGetAnnouncementsByTeacher(teacherId, TEACHER_LISTINGS_PAGE);
  const mine = useMyRequests();
  const content = query.data?.data?.content;
  const listings = Array.isArray(content) ? content : [];
  const week = useTeacherWeek(teacherId);

  if (query.isError) return <RequestsError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending || mine.pending || week.pending)
    return <RequestsLoading label={t('form.listingLoading')} rows={4} />;
  if (listings.length === 0) return <RequestsEmpty text={t('form.noListings')} />;
  return (
    <Stack gap="5">
      <TeacherLine listing={listings[0]} />
      <LessonRequestForm
        listings={listings}
        fixedListing={false}
        myRequests={mine.requests}
        draftKey={`lesson-request:teacher-${teacherId}`}
        weekly={week.weekly}
        awayDays={week.awayDays}
      />
    </Stack>
  );
}

function TeacherLine({ listing }: { listing: Announcement | undefined }) {
  const { t } = useTranslation('lesson-requests');
  const name = listing
    ? fullName(listing.teacherName, listing.teacherSurname, listing.teacherUsername ?? '')
    : '';
  return name ? <Text fontWeight="medium">{t('form.teacherLine', { name })}</Text> : null;
}

/** The listing being asked about, linking back to it. */
function ListingSummary({ listing }: { listing: Announcement }) {
  const { t } = useTranslation('lesson-requests');
  return (
    <Stack gap="1" borderWidth="1px" borderRadius="l3" p="4" bg="bg.subtle">
      <Text textStyle="sm" color="fg.muted">
        {t('form.listing')}
      </Text>
      <Link asChild colorPalette="brand" variant="underline" fontWeight="semibold" wordBreak="break-word">
        <RouterLink to={paths.listing.getHref(listing.id)}>{listing.title}</RouterLink>
      </Link>
      <TeacherLine listing={listing} />
    </Stack>
  );
}
