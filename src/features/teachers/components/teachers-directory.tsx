import { Box, Container, Flex, Heading, Stack } from '@chakra-ui/react';
import { type ReactNode, startTransition, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/display/page-meta';
import { ActiveFilterChips } from '@/components/filters/active-filter-chips';
import { feeBounds } from '@/components/filters/fee-range-filter';
import { paths } from '@/config/paths';
import type { Teacher } from '@/generated/api/model';
import { useCategoryTree } from '@/hooks/use-category-tree';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLocationOptions } from '@/hooks/use-location-options';
import { useRenderLater } from '@/hooks/use-render-later';
import { canonicalUrl } from '@/lib/seo';
import { useDirectoryFilters } from '../hooks/use-directory-filters';
import { useFilterChips } from '../hooks/use-filter-chips';
import { useNarrowViewport } from '../hooks/use-narrow-viewport';
import { useSearchDraft } from '../hooks/use-search-draft';
import {
  activeFilterCount,
  SEARCH_TERM_MAX,
  toggleRoot,
  toggleSub,
  withFilters,
} from '../utils/directory-filters';
import { DirectoryResults } from './directory-results';
import { DirectorySearch, type DirectorySearchBox } from './directory-search';
import { FiltersDrawer } from './filters-drawer';
import { FiltersPanel, type FiltersPanelProps } from './filters-panel';

/** Filters named in the document title at most: a title longer than a search result's line is cut anyway. */
const TITLE_FILTERS = 4;

interface TeachersDirectoryProps {
  /** A control under each card's profile link, from another feature; the route fills it. */
  cardAction?: (teacher: Teacher) => ReactNode;
  /** The keyword box that suggests subjects and cities, from another feature; the route fills it. */
  searchBox: (box: DirectorySearchBox) => ReactNode;
}

/** The teacher directory /teachers; its state lives in the URL. */
export function TeachersDirectory({ cardAction, searchBox }: TeachersDirectoryProps) {
  const { t } = useTranslation('teachers');
  const { filters, update, reset, written } = useDirectoryFilters();
  const commitTerm = useCallback(
    (term: string) => update((current) => ({ ...current, term, page: 0 }), { replace: true }),
    [update],
  );
  const [draft, setDraft] = useSearchDraft(filters.term, commitTerm);
  // A suggestion replaces the text that found it: the subject or the city is the filter, not the letters.
  // Memoised with the hero below: a filter change does not render the search box again.
  const box = useMemo<DirectorySearchBox>(
    () => ({
      label: t('directory.searchLabel'),
      placeholder: t('directory.searchPlaceholder'),
      clearLabel: t('directory.clearSearch'),
      maxLength: SEARCH_TERM_MAX,
      value: draft,
      onValueChange: setDraft,
      onClear: () => {
        setDraft('');
        update((current) => ({ ...current, term: '', page: 0 }));
      },
      chooseSubject: (rootId, subId) => {
        setDraft('');
        update(withFilters({ term: '', rootId, subIds: subId === null ? [] : [subId] }));
      },
      chooseCity: (cityId) => {
        setDraft('');
        update(withFilters({ term: '', cityId, districtId: null }));
      },
    }),
    [t, draft, setDraft, update],
  );
  const categories = useCategoryTree(filters.rootId, 'directory');
  const places = useLocationOptions(filters.cityId);
  const chips = useFilterChips(
    filters,
    {
      roots: categories.roots,
      subcategories: categories.subcategories,
      cities: places.provinces,
      districts: places.districts,
    },
    update,
  );
  // Until the browser knows its width (the server's render and the hydration's), both the drawer's button and
  // the sidebar are rendered and CSS shows the one that fits (the same 1024 px line), so a rendered page on a
  // phone does not jump from the sidebar's layout to its own after hydrating (CLS at most 0.02).
  const hydrated = useHydrated();
  const narrow = useNarrowViewport(hydrated);
  const activeCount = activeFilterCount(filters);
  // The hero (the page's largest text) paints first; filters and results render just after, their place held
  // by a screen-high box so nothing below moves. The teachers are asked for at once all the same.
  const belowTheHero = useRenderLater();

  // The fee fields' hint follows the cards shown, after they have painted: it is not what the person waits for.
  const [shown, setShown] = useState<readonly Teacher[] | undefined>(undefined);
  const onShown = useCallback(
    (teachers: readonly Teacher[] | undefined) => startTransition(() => setShown(teachers)),
    [],
  );
  const fees = useMemo(() => feeBounds(shown?.map((teacher) => teacher.minPrice) ?? []), [shown]);
  const onToggleRoot = useCallback(
    (rootId: number) => update((current) => toggleRoot(current, rootId)),
    [update],
  );
  const onToggleSub = useCallback(
    (subId: number) => update((current) => toggleSub(current, subId)),
    [update],
  );
  const submitTerm = useCallback(() => commitTerm(draft.trim()), [commitTerm, draft]);
  const removeChipLabel = useCallback((label: string) => t('filters.remove', { label }), [t]);
  const hero = useMemo(
    () => (
      <Box bg="brand.subtle" py={{ base: '10', md: '14' }}>
        <Container maxW="6xl">
          <Stack gap="6" align="center" textAlign="center">
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }} tabIndex={-1} outline="none">
              {t('directory.heroTitle')}
            </Heading>
            <DirectorySearch box={box} renderBox={searchBox} onSubmit={submitTerm} />
          </Stack>
        </Container>
      </Box>
    ),
    [t, box, searchBox, submitTerm],
  );

  const panel: FiltersPanelProps = {
    written,
    feeBounds: fees,
    activeCount,
    update,
    onToggleRoot,
    onToggleSub,
    onClear: reset,
  };

  // A filtered view is titled by what it shows ('Eğitmenler: Matematik, Online, İstanbul'), in the chips' words:
  // a shared link or a search result then says which teachers it lists. The order is not a filter, and a
  // subcategory not yet named (`#id`) is left out rather than shown as a number.
  const filterNames = chips
    .filter((chip) => chip.key !== 'sort' && !chip.label.startsWith('#'))
    .slice(0, TITLE_FILTERS)
    .map((chip) => chip.label);
  const listTitle =
    filterNames.length > 0
      ? t('seo:teachers.filtered', { title: t('directory.pageTitle'), filters: filterNames.join(', ') })
      : t('directory.pageTitle');

  // The same element while the chips are the same: the results below them render again only for their own
  // changes (the answer), not for each render of the directory.
  const chipRow = useMemo(
    () => <ActiveFilterChips title={t('filters.active')} chips={chips} removeLabel={removeChipLabel} />,
    [t, chips, removeChipLabel],
  );

  return (
    <>
      <PageMeta
        page={filters.page > 0 ? t('seo:paged', { title: listTitle, page: filters.page + 1 }) : listTitle}
        description={t('seo:teachers.description')}
        // Only the page number changes which teachers are listed; a search or a filter is a view of the same.
        canonical={canonicalUrl(paths.teachers.getHref(), {
          page: filters.page > 0 ? filters.page + 1 : undefined,
        })}
      />
      {hero}
      {belowTheHero ? (
        <Container maxW="7xl" py={{ base: '6', md: '10' }}>
          <Flex gap="8" align="flex-start" direction={{ base: 'column', lg: 'row' }}>
            {narrow || !hydrated ? (
              <Flex display={{ base: 'flex', lg: 'none' }}>
                <FiltersDrawer {...panel} />
              </Flex>
            ) : null}
            {!narrow || !hydrated ? (
              <Box
                as="aside"
                display={{ base: 'none', lg: 'block' }}
                aria-label={t('filters.title')}
                width="72"
                flexShrink={0}
                position="sticky"
                top="calc({sizes.header} + 1rem)"
                // Taller than the window with every filter: it scrolls on its own, so all stay reachable.
                maxH="calc(100vh - {sizes.header} - 2rem)"
                overflowY="auto"
                borderWidth="1px"
                borderRadius="l3"
                p="5"
                bg="bg.panel"
              >
                <FiltersPanel {...panel} />
              </Box>
            ) : null}
            <DirectoryResults
              written={written}
              update={update}
              reset={reset}
              header={chipRow}
              onShown={onShown}
              cardAction={cardAction}
            />
          </Flex>
        </Container>
      ) : (
        <Box minH="100vh" aria-hidden="true" />
      )}
    </>
  );
}
