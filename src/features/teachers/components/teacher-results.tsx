import { Button, SimpleGrid } from '@chakra-ui/react';
import { memo, type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListLoadFailed, ListLoading } from '@/components/feedback/list-states';
import type { Teacher } from '@/generated/api/model';
import { useProgressiveList } from '@/hooks/use-progressive-list';
import { failureText } from '@/lib/api/screen-failure';
import { type TeacherCardWords, useTeacherCardShared } from '../hooks/use-teacher-card-shared';
import { teacherListStyles } from '../utils/teacher-card-styles';
import { TeacherCardView } from './teacher-card';
import { TeacherCardSkeleton } from './teacher-card-skeleton';

/** Six skeleton cards. */
const SKELETON_COUNT = 6;
const GRID_COLUMNS = { base: 1, sm: 2, xl: 3 };

interface TeacherResultsProps {
  teachers: Teacher[] | undefined;
  isPending: boolean;
  error: unknown;
  filtered: boolean;
  onRetry: () => void;
  onClearFilters: () => void;
  /** A control under each card's profile link, from another feature (see TeacherCard's `action`). */
  cardAction?: (teacher: Teacher) => ReactNode;
}

/** The results area's four states: loading, error, empty and the grid. */
export function TeacherResults({
  teachers,
  isPending,
  error,
  filtered,
  onRetry,
  onClearFilters,
  cardAction,
}: TeacherResultsProps) {
  const { t } = useTranslation('teachers');
  // Finished without a list is an answer we could not read, never "still loading": it gets the error state.
  const unreadable = !error && !isPending && !teachers;
  const grid = !error && !isPending && teachers && teachers.length > 0 ? teachers : undefined;
  // Each answer mounts a grid of its own, so its first cards paint with the answer and the rest follow in a
  // background render (see TeacherGrid), as on the first load. Kept, the grid showed the last answer's cards
  // until all twenty new ones were built: on a phone's CPU most of a filter change's time. The grid it replaces
  // stays mounted, hidden, until the next background render (this one's or the URL's) removes it: unmounting
  // twenty cards took as long as building the first four, before they could paint.
  const [shown, setShown] = useState<ShownGrids>({ key: 0 });
  if (grid !== shown.teachers) {
    const leaving = shown.teachers && grid ? { teachers: shown.teachers, key: shown.key } : undefined;
    setShown({ teachers: grid, key: shown.key + 1, leaving });
  }
  const settledKey = useDeferredValue(shown.key);
  if (error || unreadable) {
    // The server's words, or 'Veri alınamadı'; no answer or an unreadable one has its own text.
    const message = error
      ? failureText(error, {
          failed: t('states.noData'),
          network: t('states.network'),
          malformed: t('states.malformed'),
        })
      : t('states.malformed');
    return (
      <ListLoadFailed
        title={t('states.errorTitle')}
        reason={message}
        retryLabel={t('states.retry')}
        onRetry={onRetry}
      />
    );
  }

  if (isPending || !teachers) {
    return (
      <ListLoading
        label={t('states.loading')}
        rows={SKELETON_COUNT}
        columns={GRID_COLUMNS}
        placeholder={<TeacherCardSkeleton />}
      />
    );
  }

  if (teachers.length === 0) {
    return (
      <ListEmpty
        title={t('states.emptyTitle')}
        text={filtered ? t('states.emptyFiltered') : t('states.emptyAll')}
        action={
          filtered ? (
            <Button colorPalette="brand" variant="outline" onClick={onClearFilters}>
              {t('states.clearFilters')}
            </Button>
          ) : null
        }
      />
    );
  }

  const leaving = shown.leaving && settledKey !== shown.key ? shown.leaving : undefined;
  // Each grid in a plain box of its own: hiding the box leaves the grid as it is (a grid's render serialises the
  // cards' styles). Hidden (display: none): neither seen, nor read out, nor found by role until it is removed.
  return [
    <div key={shown.key}>
      <TeacherGrid teachers={teachers} cardAction={cardAction} />
    </div>,
    leaving ? (
      <div key={leaving.key} hidden>
        <TeacherGrid teachers={leaving.teachers} cardAction={cardAction} />
      </div>
    ) : null,
  ];
}

/** The grid on screen and the one it replaced, which stays mounted, hidden, until the next background render. */
interface ShownGrids {
  teachers?: Teacher[];
  key: number;
  leaving?: { teachers: Teacher[]; key: number };
}

/**
 * Mounted with the data, so the first cards render with it and the rest just after (see the hook); the list is
 * marked busy until every card is there. Memoised, as each card is: a filter change renders the directory
 * again, and the cards standing in for the next answer must not render with it.
 */
const TeacherGrid = memo(function TeacherGrid({
  teachers,
  cardAction,
}: {
  teachers: Teacher[];
  cardAction: TeacherResultsProps['cardAction'];
}) {
  const shown = useProgressiveList(teachers);
  // The cards' words and styles, once for the grid: the cards are plain markup under the grid's one style.
  const { words, styles } = useTeacherCardShared();
  const css = useMemo(() => teacherListStyles(styles), [styles]);
  return (
    <SimpleGrid
      as="ul"
      columns={GRID_COLUMNS}
      gap="5"
      listStyleType="none"
      aria-busy={shown.length < teachers.length ? true : undefined}
      css={css}
    >
      {shown.map((teacher) => (
        <TeacherItem key={teacher.id} teacher={teacher} cardAction={cardAction} words={words} />
      ))}
    </SimpleGrid>
  );
});

/** One card of the grid: renders again only for another teacher object (a new answer), action or language. */
const TeacherItem = memo(function TeacherItem({
  teacher,
  cardAction,
  words,
}: {
  teacher: Teacher;
  cardAction: TeacherResultsProps['cardAction'];
  words: TeacherCardWords;
}) {
  return (
    <li>
      <TeacherCardView teacher={teacher} action={cardAction?.(teacher)} words={words} />
    </li>
  );
});
