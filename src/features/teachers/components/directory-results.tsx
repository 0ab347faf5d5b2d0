import { Stack } from '@chakra-ui/react';
import { memo, type ReactNode, useCallback, useDeferredValue, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/display/pager';
import { ResultsHeading } from '@/components/filters/results-heading';
import type { Teacher } from '@/generated/api/model';
import { useCategoryTree } from '@/hooks/use-category-tree';
import { useDeferredPending } from '@/hooks/use-deferred-pending';
import { formatNumber } from '@/i18n/formatters';
import type { DirectoryFiltersApi } from '../hooks/use-directory-filters';
import { usePageClamp } from '../hooks/use-page-clamp';
import { useTeacherPage } from '../hooks/use-teacher-page';
import { activeFilterCount } from '../utils/directory-filters';
import { TeacherResults } from './teacher-results';

interface DirectoryResultsProps extends Pick<DirectoryFiltersApi, 'written' | 'update' | 'reset'> {
  /** Above the count: the active filters' chips (they follow the rendered URL). */
  header: ReactNode;
  /** The cards shown, for the fee fields' hint in the filters. */
  onShown: (teachers: readonly Teacher[] | undefined) => void;
  cardAction?: (teacher: Teacher) => ReactNode;
}

/**
 * The count, the cards and the pager of the filters as last written, not as the URL renders them. A filter
 * change renders the whole directory again in the router's transition (on a phone's CPU a few hundred
 * milliseconds); following the written filters, this part asks for the new answer at the click (a small render
 * of its own) and renders it the moment it arrives, without waiting for that transition. Memoised: the
 * directory's render of the URL leaves it as it is, unless the chips changed.
 */
export const DirectoryResults = memo(function DirectoryResults({
  written,
  update,
  reset,
  header,
  onShown,
  cardAction,
}: DirectoryResultsProps) {
  const { t } = useTranslation('teachers');
  const filters = useSyncExternalStore(written.subscribe, written.get, written.get);
  // A root chosen alone stands for its subcategories (the same queries as the filter panel's).
  const categories = useCategoryTree(filters.rootId, 'directory');
  const result = useTeacherPage(filters, {
    ids: categories.subcategories.map((sub) => sub.id),
    loading: categories.subcategoriesLoading,
  });
  // The cards of the last answer, shown while the next one loads, do not say how many pages this view has.
  const moving = usePageClamp(filters.page, result.isUpdating ? undefined : result.page?.totalPages, update);
  // While a page past the last one is being replaced, its answer is not shown (the next page's loads). The
  // count, the cards and the pagination replace the skeleton together, in one background render.
  const pending = useDeferredPending(result.isPending);
  const page = pending || moving ? undefined : result.page;
  const count = page ? (page.totalElements ?? page.content.length) : 0;
  const content = result.page?.content;
  useEffect(() => onShown(content), [content, onShown]);
  const onPage = useCallback((next: number) => update((current) => ({ ...current, page: next })), [update]);
  // The pager, below the twenty cards, follows in the background render that builds the cards after the first
  // ones: eleven buttons were a good part of the answer's render before its first cards could paint.
  const pagerPage = useDeferredValue(filters.page);
  const pagerTotal = useDeferredValue(page && !result.error ? page.totalPages : null);

  return (
    <Stack gap="6" flex="1" minW="0" width="full" aria-busy={result.isUpdating || undefined}>
      {header}
      {page && !result.error ? (
        <ResultsHeading
          size="xl"
          count={t('directory.resultsCount', { n: formatNumber(count) })}
          // Not while the cards of the last answer stand in: they were not found for this term.
          forTerm={
            filters.term && !result.isUpdating
              ? t('directory.resultsForTerm', { term: filters.term, n: formatNumber(count) })
              : null
          }
        />
      ) : null}
      <TeacherResults
        teachers={page?.content}
        isPending={pending || moving}
        error={result.error}
        filtered={activeFilterCount(filters) > 0}
        onRetry={result.refetch}
        onClearFilters={reset}
        cardAction={cardAction}
      />
      {pagerTotal === null ? null : <Pager page={pagerPage} totalPages={pagerTotal} onChange={onPage} />}
    </Stack>
  );
});
