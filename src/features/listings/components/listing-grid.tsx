import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '@/components/feedback/list-states';
import { Pager } from '@/components/display/pager';
import { useProgressiveList } from '@/hooks/use-progressive-list';
import type { Announcement } from '@/generated/api/model';
import { ApiError } from '@/lib/api';
import type { ListingsPageState } from '../hooks/use-listings-page';
import { pageCount } from '../utils/listing-pages';
import { ListingCard } from './listing-card';
import { GRID_COLUMNS, ListingsError, ListingsLoading } from './listings-states';

interface ListingGridProps {
  state: ListingsPageState;
  pageIndex: number;
  onPage: (page: number) => void;
  /** The empty view, when the page has its own (a search says what to change); else 'Bu kategoride ilan bulunamadı.'. */
  empty?: ReactNode;
}

/** A page of listing cards with its four states: loading, error (with retry), empty and the grid. */
export function ListingGrid({ state, pageIndex, onPage, empty }: ListingGridProps) {
  const { t } = useTranslation('listings');

  if (state.error) return <ListingsError onRetry={state.retry} error={state.error} />;
  if (state.isPending) return <ListingsLoading />;
  // Finished without a page is an answer we could not read, never "still loading".
  if (!state.page) return <ListingsError onRetry={state.retry} error={new ApiError('malformed', 200)} />;
  if (state.page.content.length === 0) {
    return empty ?? <ListEmpty text={t('states.empty')} />;
  }

  return (
    <Stack gap="8">
      <ListingCells listings={state.page.content} label={t('courses.resultsLabel')} stale={state.stale} />
      <Pager page={pageIndex} totalPages={pageCount(state.page)} onChange={onPage} />
    </Stack>
  );
}

/**
 * Mounted with the page's data, so the first cards render with it and the rest just after (see the hook); the
 * list is `aria-busy` until every card is there, and while it shows the previous answer as the next one loads.
 */
function ListingCells({
  listings,
  label,
  stale,
}: {
  listings: Announcement[];
  label: string;
  stale: boolean;
}) {
  const shown = useProgressiveList(listings);
  return (
    <SimpleGrid
      as="ul"
      aria-label={label}
      // Busy while the cards on screen are not the answer's whole list: only its first cards, the previous list
      // while the new one is built, or the previous answer standing in while the next one loads (not flashed away).
      aria-busy={stale || shown !== listings ? true : undefined}
      columns={GRID_COLUMNS}
      gap="5"
      listStyleType="none"
    >
      {shown.map((listing) => (
        <li key={listing.id}>
          <ListingCard listing={listing} headingLevel="h2" />
        </li>
      ))}
    </SimpleGrid>
  );
}
