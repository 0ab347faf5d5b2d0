import { Box, Button, type ButtonProps, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { LessonRequest } from '@/generated/api/model';
import { formatDate, intlLocaleFor } from '@/i18n/formatters';
import { listingTitleOf, studentOf, teacherOf } from '../utils/request-text';
import { ApproveButton } from './approve-button';
import { LessonRequestStatusBadge } from './lesson-request-status-badge';

export type RequestListView = 'inbox' | 'mine';

interface LessonRequestRowProps {
  request: LessonRequest;
  /** The teacher's inbox names the student and may answer; the student's list names the teacher and may cancel. */
  view: RequestListView;
  busy: boolean;
  onApprove: (request: LessonRequest) => void;
  onReject: (request: LessonRequest) => void;
  onCancel: (request: LessonRequest) => void;
}

/** One request in a dashboard list: listing (the link to the request), the other party, date, status, actions. */
export function LessonRequestRow({
  request,
  view,
  busy,
  onApprove,
  onReject,
  onCancel,
}: LessonRequestRowProps) {
  const { t, i18n } = useTranslation('lesson-requests');
  const other = view === 'inbox' ? studentOf(request) : teacherOf(request);
  const otherName = other.name ?? t('lists.someone', { id: other.id });
  const title = listingTitleOf(request) ?? t('lists.untitled', { id: request.announcementId });
  const pending = request.status === 'PENDING';

  return (
    <Box as="li" borderWidth="1px" borderRadius="l3" p="4" bg="bg.panel">
      <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap="1" minW="0" flex="1">
          <Link asChild fontWeight="semibold" colorPalette="brand" variant="underline" wordBreak="break-word">
            <RouterLink to={paths.lessonRequest.getHref(request.id)}>{title}</RouterLink>
          </Link>
          <Text textStyle="sm">
            {view === 'inbox' ? t('lists.from', { name: otherName }) : t('lists.to', { name: otherName })}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            <time dateTime={request.createdAt}>
              {t('lists.sentAt', {
                date: formatDate(request.createdAt, undefined, intlLocaleFor(i18n.language)),
              })}
            </time>
          </Text>
        </Stack>
        <LessonRequestStatusBadge status={request.status} />
      </Flex>
      {pending ? (
        <HStack gap="2" mt="3" wrap="wrap">
          {view === 'inbox' ? (
            <>
              <ApproveButton
                size="sm"
                loading={busy}
                onClick={() => onApprove(request)}
                aria-label={`${t('actions.approve')}: ${otherName}, ${title}`}
              >
                {t('actions.approve')}
              </ApproveButton>
              <DeclineAction
                text={t('actions.reject')}
                about={`${otherName}, ${title}`}
                disabled={busy}
                onClick={() => onReject(request)}
              />
            </>
          ) : (
            <DeclineAction
              text={t('actions.cancel')}
              about={title}
              loading={busy}
              onClick={() => onCancel(request)}
            />
          )}
        </HStack>
      ) : null}
    </Box>
  );
}

interface DeclineActionProps extends Pick<ButtonProps, 'disabled' | 'loading' | 'onClick'> {
  text: string;
  /** The request it acts on, read out after the text ('Reddet: Ayşe Yılmaz, Matematik'). */
  about: string;
}

/** Rejecting or withdrawing a pending request: the red outline action of a row. */
function DeclineAction({ text, about, ...button }: DeclineActionProps) {
  return (
    <Button size="sm" variant="outline" colorPalette="red" aria-label={`${text}: ${about}`} {...button}>
      {text}
    </Button>
  );
}
