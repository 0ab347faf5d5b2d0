import { Button, EmptyState, Flex, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { ShieldX, SearchX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AccountPage } from '@/components/display/account-page';
import { paths } from '@/config/paths';
import { useGetLessonRequest } from '@/generated/api/lesson-requests/lesson-requests';
import type { LessonRequest } from '@/generated/api/model';
import { useSession } from '@/lib/api';
import { useLessonRequestActions } from '../hooks/use-lesson-request-actions';
import { requestLoadFailure } from '../utils/request-failure';
import { listingTitleOf } from '../utils/request-text';
import type { FirstLessonValues } from '../utils/first-lesson-time';
import { ApproveButton } from './approve-button';
import { FirstLessonFields, readFirstLesson } from './first-lesson-fields';
import { LessonPanel } from './lesson-panel';
import { CancelRequestDialog } from './cancel-request-dialog';
import { LessonRequestContacts } from './lesson-request-contacts';
import { LessonRequestDetails } from './lesson-request-details';
import { RequestsError, RequestsLoading } from './lesson-request-states';
import { LessonRequestStatusBadge } from './lesson-request-status-badge';
import { LessonRequestTimeline } from './lesson-request-timeline';
import { RejectRequestDialog } from './reject-request-dialog';
import { msUntilLessonDue } from '../utils/lesson-stage';
import { TitledSection } from '@/components/display/titled-section';

interface LessonRequestScreenProps {
  /** The id from the URL; null when it is not a number (shown as not found). */
  id: number | null;
  /** Filled by the route, e.g. the review form for the student of an approved request. */
  reviewSlot?: (request: LessonRequest) => ReactNode;
}

/**
 * /lesson-requests/:id for its student or its teacher: what was asked, the status timeline, the contact
 * details once approved, and the actions the viewer may take while it is pending (the teacher approves or
 * rejects, the student withdraws). Anyone else gets the server's refusal as a state with no data.
 */
export function LessonRequestScreen({ id, reviewSlot }: LessonRequestScreenProps) {
  const { t } = useTranslation('lesson-requests');
  const query = useGetLessonRequest(id ?? 0, {
    // Read again when a scheduled first lesson's time comes: the open page then offers to mark it held.
    query: { enabled: id !== null, refetchInterval: (current) => msUntilLessonDue(current.state.data?.data) },
  });
  const request = query.data?.data;
  const failure = id === null ? 'notFound' : query.isError ? requestLoadFailure(query.error) : null;

  const frame = (children: ReactNode, lead = t('detail.lead')) => (
    <AccountPage
      documentTitle={t('documentTitle', { ns: 'common', page: t('detail.title') })}
      title={t('detail.title')}
      lead={lead}
    >
      {children}
    </AccountPage>
  );

  if (failure === 'forbidden' || failure === 'notFound') {
    const forbidden = failure === 'forbidden';
    return frame(
      <EmptyState.Root role="alert" borderWidth="1px" borderRadius="l3">
        <EmptyState.Content>
          <EmptyState.Indicator>
            {forbidden ? <ShieldX aria-hidden /> : <SearchX aria-hidden />}
          </EmptyState.Indicator>
          <EmptyState.Title as="h2">
            {forbidden ? t('detail.forbidden') : t('detail.notFound')}
          </EmptyState.Title>
          <EmptyState.Description>
            {forbidden ? t('detail.forbiddenBody') : t('detail.notFoundBody')}
          </EmptyState.Description>
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to={paths.dashboard.getHref()}>{t('detail.toDashboard')}</RouterLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>,
    );
  }
  if (failure === 'other') {
    return frame(<RequestsError error={query.error} onRetry={() => void query.refetch()} />);
  }
  if (!request) return frame(<RequestsLoading label={t('detail.loading')} rows={4} />);

  return frame(
    <LessonRequestBody request={request} reviewSlot={reviewSlot} />,
    listingTitleOf(request) ?? t('detail.lead'),
  );
}

function LessonRequestBody({
  request,
  reviewSlot,
}: {
  request: LessonRequest;
  reviewSlot?: LessonRequestScreenProps['reviewSlot'];
}) {
  const { t } = useTranslation('lesson-requests');
  const { user } = useSession();
  const actions = useLessonRequestActions();
  const [dialog, setDialog] = useState<'reject' | 'cancel' | null>(null);
  const pending = request.status === 'PENDING';
  const isTeacher = user?.id === request.teacherId;
  const isStudent = user?.id === request.studentId;
  const busy = actions.isBusy(request.id);
  const close = () => setDialog(null);
  // The teacher's approve step offers the first lesson's time (optional; it can be set later too).
  const firstLesson = useForm<FirstLessonValues>({ defaultValues: { date: '', time: '' } });
  const [firstLessonError, setFirstLessonError] = useState<string | null>(null);
  const approve = () => {
    const read = readFirstLesson(firstLesson.getValues());
    if ('error' in read) return setFirstLessonError(t(read.error));
    void actions.approve(request, read.at);
  };

  return (
    <Stack gap="6">
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <LessonRequestStatusBadge status={request.status} />
        {pending && (isTeacher || isStudent) ? (
          <HStack gap="2" wrap="wrap">
            {isTeacher ? (
              <>
                <ApproveButton loading={busy} onClick={approve}>
                  {t('actions.approve')}
                </ApproveButton>
                <Button
                  variant="outline"
                  colorPalette="red"
                  disabled={busy}
                  onClick={() => setDialog('reject')}
                >
                  {t('actions.reject')}
                </Button>
              </>
            ) : (
              <Button variant="outline" colorPalette="red" loading={busy} onClick={() => setDialog('cancel')}>
                {t('actions.cancel')}
              </Button>
            )}
          </HStack>
        ) : null}
      </Flex>
      {pending && isTeacher ? (
        <TitledSection
          id="approve-first-lesson"
          title={t('firstLesson.approveTitle')}
          size="md"
          borderWidth="1px"
          borderRadius="l3"
          p="4"
        >
          <Text color="fg.muted" mb="3">
            {t('firstLesson.approveBody')}
          </Text>
          <FirstLessonFields
            form={firstLesson}
            teacherId={request.teacherId}
            error={firstLessonError}
            onEdit={() => setFirstLessonError(null)}
          />
        </TitledSection>
      ) : null}
      <LessonPanel request={request} viewerId={user?.id} actions={actions} />
      <LessonRequestDetails request={request} />
      <Separator />
      <TitledSection id="request-timeline" title={t('detail.timeline')} size="md">
        <LessonRequestTimeline request={request} />
      </TitledSection>
      <LessonRequestContacts request={request} />
      {reviewSlot?.(request)}
      <RejectRequestDialog
        open={dialog === 'reject'}
        busy={busy}
        onDismiss={close}
        onConfirm={(reason) => void actions.reject(request, reason)?.then((done) => done && close())}
      />
      <CancelRequestDialog
        open={dialog === 'cancel'}
        busy={busy}
        onDismiss={close}
        onConfirm={() => void actions.cancel(request)?.then(close)}
      />
    </Stack>
  );
}
