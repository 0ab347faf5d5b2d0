import { Box, Button, Flex, HStack, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feeBounds } from '@/components/filters/fee-range-filter';
import { ResultsHeading } from '@/components/filters/results-heading';
import { SortSelect } from '@/components/filters/sort-select';
import { useFilterChipLabels } from '@/components/filters/use-filter-chip-labels';
import { ListEmpty } from '@/components/feedback/list-states';
import { paths } from '@/config/paths';
import { useCategoryTree } from '@/hooks/use-category-tree';
import { useLocationOptions } from '@/hooks/use-location-options';
import { formatNumber } from '@/i18n/formatters';
import { canonicalUrl } from '@/lib/seo';
import { pageOutsideRange } from '@/utils/pagination';
import { useCourseChips } from '../hooks/use-course-chips';
import { useCourseSearch } from '../hooks/use-course-search';
import { useCourseResults } from '../hooks/use-listings-page';
import { activeCourseFilterCount, COURSE_SORTS, courseTerm } from '../utils/course-search';
import { CourseChips } from './course-chips';
import { CourseSearchBox } from './course-search-box';
import { ListingGrid } from './listing-grid';
import { ListingsFilter, type ListingsFilterProps } from './listings-filter';
import { ListingsFilterDrawer } from './listings-filter-drawer';
import { ListingsLayout } from './listings-layout';

/**
 * `/courses`: every listing, 12 a page, searched by keyword, category, lesson mode, city and fee, and sorted;
 * the search lives in the URL (utils/course-search), so a link reproduces the view and Back undoes a filter.
 */
export function ListingsPage() {
  const { t } = useTranslation(['listings', 'course-search']);
  const { search, update, change, clear } = useCourseSearch();
  const categories = useCategoryTree(search.rootId);
  const places = useLocationOptions(null);
  const state = useCourseResults(search);
  const labels = useFilterChipLabels();
  const activeCount = activeCourseFilterCount(search);
  const chips = useCourseChips(search, { ...categories, provinces: places.provinces });

  // A page past the last one (a hand-edited or stale `?page=99`) moves to the last page instead of an empty one.
  const outside =
    state.page && !state.stale ? pageOutsideRange(search.page, state.page.totalPages ?? 1) : null;
  useEffect(() => {
    if (outside !== null) update((current) => ({ ...current, page: outside }), { replace: true });
  }, [outside, update]);

  const panel: ListingsFilterProps = {
    search,
    roots: categories.roots,
    subcategories: categories.subcategories,
    cities: places.provinces,
    citiesLoading: places.provincesLoading,
    citiesFailed: places.provincesFailed,
    onRetryCities: places.retry,
    feeBounds: feeBounds(state.page?.content.map((listing) => listing.price) ?? []),
    activeCount,
    onChange: change,
    onClear: clear,
  };
  const empty = state.page !== null && state.page.content.length === 0;
  const count = state.page ? (state.page.totalElements ?? state.page.content.length) : 0;

  return (
    <ListingsLayout
      title={t('courses.title')}
      lead={t('courses.lead')}
      // A search or a filter is a view of the same listings; only the page number changes which are listed.
      meta={{
        description: t('seo:listings.description'),
        canonical: canonicalUrl(paths.listings.getHref(), {
          page: search.page > 0 ? search.page + 1 : undefined,
        }),
      }}
    >
      <Stack gap="6">
        <CourseSearchBox
          key={search.term}
          term={search.term}
          onSearch={(term) => change({ term: courseTerm(term) })}
        />
        <Flex gap="8" align="flex-start">
          <Box
            as="aside"
            aria-label={t('course-search:filters.title')}
            hideBelow="lg"
            width="72"
            flexShrink={0}
            position="sticky"
            top="calc({sizes.header} + 1rem)"
            borderWidth="1px"
            borderRadius="l3"
            p="5"
            bg="bg.panel"
          >
            <ListingsFilter {...panel} />
          </Box>
          <Stack gap="5" flex="1" minW="0" width="full">
            <HStack justify="space-between" align="flex-end" gap="4" wrap="wrap">
              <ListingsFilterDrawer {...panel} />
              <Box width={{ base: 'full', sm: '64' }} ms="auto">
                <SortSelect
                  value={search.sort}
                  choices={COURSE_SORTS.map((sort) => ({ value: sort, label: labels.sortName(sort) }))}
                  onChange={(sort) => change({ sort })}
                />
              </Box>
            </HStack>
            <CourseChips chips={chips} onRemove={change} onClear={empty ? undefined : clear} />
            {state.page && !state.error ? (
              <ResultsHeading
                count={t('course-search:results.count', { n: formatNumber(count) })}
                forTerm={
                  search.term
                    ? t('course-search:results.forTerm', { term: search.term, n: formatNumber(count) })
                    : null
                }
              />
            ) : null}
            <ListingGrid
              state={state}
              pageIndex={search.page}
              onPage={(page) => update((current) => ({ ...current, page }))}
              empty={
                <ListEmpty
                  title={t('course-search:states.emptyTitle')}
                  text={
                    activeCount > 0
                      ? t('course-search:states.emptyFiltered')
                      : t('course-search:states.emptyAll')
                  }
                  action={
                    activeCount > 0 ? (
                      <Button colorPalette="brand" variant="outline" onClick={clear}>
                        {t('course-search:filters.clearAll')}
                      </Button>
                    ) : null
                  }
                />
              }
            />
          </Stack>
        </Flex>
      </Stack>
    </ListingsLayout>
  );
}
