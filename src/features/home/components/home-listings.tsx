import { Button, HStack, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Announcement } from '@/generated/api/model';
import { useCategoryTree } from '@/hooks/use-category-tree';
import { useDeferredPending } from '@/hooks/use-deferred-pending';
import { useHomeListings } from '../hooks/use-home-listings';
import { useListingFilter } from '../hooks/use-listing-filter';
import { LISTINGS_SECTION_ID } from '../utils/scroll-to-section';
import { CarouselRow } from './carousel-row';
import { CategoryFilter } from './category-filter';
import { EmptyText, HomeSection } from './home-section';

interface HomeListingsProps {
  /** The listing card comes from the listings feature, handed in by the route. */
  renderListing: (listing: Announcement) => ReactNode;
}

/** Home page: the category filter over the listing carousel (section id `courses`). */
export function HomeListings({ renderListing }: HomeListingsProps) {
  const { t } = useTranslation('home');
  const { filter, chooseRoot, chooseSub, reset } = useListingFilter();
  const { roots, subcategories } = useCategoryTree(filter.rootId, 'home');
  const listings = useHomeListings(filter);
  const loading = useDeferredPending(listings.loading);

  const end = listings.hasMore ? (
    <Button
      variant="outline"
      colorPalette="brand"
      width="full"
      height="full"
      minH="40"
      onClick={listings.loadMore}
      loading={listings.loadingMore}
    >
      {t('listings.loadMore')}
    </Button>
  ) : (
    <Button asChild colorPalette="brand" width="full" height="full" minH="40">
      <RouterLink to={paths.listings.getHref()}>{t('listings.viewAll')}</RouterLink>
    </Button>
  );

  return (
    <HomeSection id={LISTINGS_SECTION_ID} title={t('listings.title')} lead={t('listings.lead')}>
      <Stack gap="6">
        <CategoryFilter
          filter={filter}
          roots={roots}
          subcategories={subcategories}
          onRoot={chooseRoot}
          onSub={chooseSub}
          onReset={reset}
        />
        {loading ? (
          <HStack gap="4" overflow="hidden" aria-busy="true">
            <VisuallyHidden>{t('listings.loading')}</VisuallyHidden>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height="52" flex="1" minW="60" rounded="lg" />
            ))}
          </HStack>
        ) : listings.items.length === 0 ? (
          <EmptyText>{t('listings.empty')}</EmptyText>
        ) : (
          // Remounted per filter, so a new selection starts at the first card.
          <CarouselRow
            key={`${filter.rootId}-${filter.subId}`}
            label={t('listings.listLabel')}
            items={listings.items}
            getKey={(listing) => listing.id}
            renderItem={renderListing}
            end={end}
            onReachEnd={listings.hasMore ? listings.loadMore : undefined}
          />
        )}
      </Stack>
    </HomeSection>
  );
}
