import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '@/components/display/titled-section';
import type { LessonRequest } from '@/generated/api/model';
import { formatDate, intlLocaleFor } from '@/i18n/formatters';
import type { LessonRequestActions } from '../hooks/use-lesson-request-actions';
import { isPartyOf, lessonStage } from '../utils/lesson-stage';
import { ApproveButton } from './approve-button';
import { FirstLessonDialog } from './first-lesson-dialog';
import { NotHeldDialog } from './not-held-dialog';

const DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

interface LessonPanelProps {
  request: LessonRequest;
  viewerId: number | undefined;
  actions: LessonRequestActions;
}

/**
 * 'İlk ders' on an approved request, for its two parties only: when it is (or that it is not set yet, with
 * the button to set or move it), and once the server says its time has passed (`lessonDue`), 'Ders yapıldı'
 * and 'Ders yapılmadı' (with the reason dialog). Before that time the buttons are not offered; each press
 * runs under the request's action lock, so a double click sends one call.
 */
export function LessonPanel({ request, viewerId, actions }: LessonPanelProps) {
  const { t, i18n } = useTranslation('lesson-requests');
  const [dialog, setDialog] = useState<'schedule' | 'not-held' | null>(null);
  const stage = lessonStage(request);
  if (!isPartyOf(request, viewerId) || stage === 'pending' || stage === 'closed') return null;
  const busy = actions.isBusy(request.id);
  const close = () => setDialog(null);
  const when = request.firstLessonAt
    ? formatDate(request.firstLessonAt, DATE_TIME, intlLocaleFor(i18n.language))
    : null;

  const text =
    stage === 'held'
      ? t('lesson.heldSummary')
      : stage === 'not-held'
        ? t('lesson.notHeldSummary')
        : stage === 'unscheduled'
          ? t('lesson.unscheduled')
          : stage === 'due'
            ? t('lesson.due')
            : t('lesson.beforeTime');

  return (
    <TitledSection
      id="first-lesson"
      title={t('lesson.title')}
      size="md"
      borderWidth="1px"
      borderRadius="l3"
      p="4"
    >
      <Stack gap="3">
        {when ? (
          <Text fontWeight="semibold">
            <time dateTime={request.firstLessonAt!}>{t('lesson.scheduledFor', { date: when })}</time>
          </Text>
        ) : null}
        <Text color="fg.muted">{text}</Text>
        <HStack gap="2" wrap="wrap">
          {stage === 'due' ? (
            <>
              <ApproveButton loading={busy} onClick={() => void actions.markHeld(request)}>
                {t('lesson.held')}
              </ApproveButton>
              <Button
                variant="outline"
                colorPalette="red"
                disabled={busy}
                onClick={() => setDialog('not-held')}
              >
                {t('lesson.notHeld')}
              </Button>
            </>
          ) : null}
          {stage === 'unscheduled' || stage === 'scheduled' || stage === 'due' ? (
            <Button
              variant="outline"
              colorPalette="brand"
              disabled={busy}
              onClick={() => setDialog('schedule')}
            >
              {request.firstLessonAt ? t('lesson.changeTime') : t('lesson.setTime')}
            </Button>
          ) : null}
        </HStack>
      </Stack>
      <FirstLessonDialog
        open={dialog === 'schedule'}
        busy={busy}
        teacherId={request.teacherId}
        current={request.firstLessonAt}
        onDismiss={close}
        onConfirm={(at) => void actions.schedule(request, at)?.then((done) => done && close())}
      />
      <NotHeldDialog
        open={dialog === 'not-held'}
        busy={busy}
        onDismiss={close}
        onConfirm={(outcome) => void actions.markNotHeld(request, outcome)?.then((done) => done && close())}
      />
    </TitledSection>
  );
}
