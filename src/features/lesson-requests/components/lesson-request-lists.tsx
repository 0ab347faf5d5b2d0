import { Heading, Stack, Tabs } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '@/components/display/count-badge';
import { paths } from '@/config/paths';
import { useGetMyLessonRequests } from '@/generated/api/lesson-requests/lesson-requests';
import type { LessonRequest } from '@/generated/api/model';
import { useLessonRequestActions } from '../hooks/use-lesson-request-actions';
import {
  countByStatus,
  filterRequests,
  requestsOf,
  STATUS_FILTERS,
  type StatusFilter,
} from '../utils/lesson-request-list';
import { CancelRequestDialog } from './cancel-request-dialog';
import { LessonRequestRow, type RequestListView } from './lesson-request-row';
import { RequestsEmpty, RequestsError, RequestsLoading } from './lesson-request-states';
import { RejectRequestDialog } from './reject-request-dialog';

interface ListProps {
  /** The section's h2; the dashboards may give their own words. */
  title?: string;
}

/** A teacher's received requests by status (pending first), answered in place. For the teacher's dashboard. */
export function LessonRequestInbox({ title }: ListProps) {
  return <LessonRequestList view="inbox" title={title} />;
}

/** A student's sent requests by status, each linking to its page; a pending one can be withdrawn here. */
export function MyLessonRequests({ title }: ListProps) {
  return <LessonRequestList view="mine" title={title} />;
}

type Dialog = { kind: 'reject' | 'cancel'; request: LessonRequest } | null;

function LessonRequestList({ view, title }: ListProps & { view: RequestListView }) {
  const { t } = useTranslation('lesson-requests');
  const headingId = useId();
  // One unfiltered list for every tab: the counts come from it, and a status change moves a row between tabs
  // without asking the server again.
  const query = useGetMyLessonRequests();
  const actions = useLessonRequestActions();
  const [filter, setFilter] = useState<StatusFilter>('PENDING');
  const [dialog, setDialog] = useState<Dialog>(null);

  const all = requestsOf(query.data);
  // No list, no counts: beside a load error (or while loading) the tabs read '—', not 0.
  const counts = query.isError || query.data === undefined ? null : countByStatus(all);
  const heading = title ?? t(view === 'inbox' ? 'lists.inboxLabel' : 'lists.mineLabel');

  const close = () => setDialog(null);
  const list = () => {
    if (query.isPending) return <RequestsLoading label={heading} />;
    if (query.isError) return <RequestsError error={query.error} onRetry={() => void query.refetch()} />;
    if (all.length === 0) {
      return (
        <RequestsEmpty
          text={t(view === 'inbox' ? 'lists.emptyInbox' : 'lists.emptyMine')}
          {...(view === 'mine' ? { link: { to: paths.listings.getHref(), label: t('lists.browse') } } : {})}
        />
      );
    }
    const shown = filterRequests(all, filter);
    if (shown.length === 0) return <RequestsEmpty text={t('lists.empty')} />;
    return (
      <Stack as="ul" gap="3" listStyleType="none" aria-label={heading}>
        {shown.map((request) => (
          <LessonRequestRow
            key={request.id}
            request={request}
            view={view}
            busy={actions.isBusy(request.id)}
            onApprove={(target) => void actions.approve(target)}
            onReject={(target) => setDialog({ kind: 'reject', request: target })}
            onCancel={(target) => setDialog({ kind: 'cancel', request: target })}
          />
        ))}
      </Stack>
    );
  };

  const target = dialog?.request;
  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId}>
        {heading}
      </Heading>
      <Tabs.Root
        value={filter}
        onValueChange={({ value }) => setFilter(value as StatusFilter)}
        variant="line"
        colorPalette="brand"
        lazyMount
      >
        <Tabs.List aria-label={t('lists.filterLabel')} overflowX="auto" overflowY="hidden">
          {STATUS_FILTERS.map((status) => (
            <Tabs.Trigger key={status} value={status} flexShrink="0">
              {status === 'all' ? t('lists.all') : t(`status.${status}`)}
              <CountBadge
                count={counts?.[status] ?? null}
                colorPalette={status === 'PENDING' ? 'brand' : 'gray'}
              />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {STATUS_FILTERS.map((status) => (
          <Tabs.Content key={status} value={status} pt="4">
            {filter === status ? list() : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <RejectRequestDialog
        open={dialog?.kind === 'reject'}
        busy={target !== undefined && actions.isBusy(target.id)}
        onDismiss={close}
        onConfirm={(reason) => {
          if (target) void actions.reject(target, reason)?.then((done) => done && close());
        }}
      />
      <CancelRequestDialog
        open={dialog?.kind === 'cancel'}
        busy={target !== undefined && actions.isBusy(target.id)}
        onDismiss={close}
        onConfirm={() => {
          if (target) void actions.cancel(target)?.then(close);
        }}
      />
    </Stack>
  );
}
