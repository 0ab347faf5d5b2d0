import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useCategoryTree } from '@/hooks/use-category-tree';
import { canonicalUrl } from '@/lib/seo';
import { useListingsPage } from '../hooks/use-listings-page';
import { ListingsFilter } from './listings-filter';
import { ListingGrid } from './listing-grid';
import { ListingsLayout } from './listings-layout';

interface Selection {
  rootId: number | null;
  subId: number | null;
  page: number;
}

/**
 * `/courses`: every listing, 12 a page, narrowed by root and subcategory. A root shows its listings (the
 * server includes its subcategories'), a subcategory its own; any change goes back to the first page.
 */
export function ListingsPage() {
  const { t } = useTranslation('listings');
  const [selection, setSelection] = useState<Selection>({ rootId: null, subId: null, page: 0 });
  const { roots, subcategories } = useCategoryTree(selection.rootId);
  const state = useListingsPage(selection.subId ?? selection.rootId, selection.page);

  return (
    <ListingsLayout
      title={t('courses.title')}
      lead={t('courses.lead')}
      // The chosen category and page live in the screen, not the address: /courses is the one canonical.
      meta={{ description: t('seo:listings.description'), canonical: canonicalUrl(paths.listings.getHref()) }}
    >
      <Stack gap="6">
        <ListingsFilter
          rootId={selection.rootId}
          subId={selection.subId}
          roots={roots}
          subcategories={subcategories}
          onRoot={(rootId) => setSelection({ rootId, subId: null, page: 0 })}
          onSub={(subId) => setSelection((current) => ({ ...current, subId, page: 0 }))}
        />
        <ListingGrid
          state={state}
          pageIndex={selection.page}
          onPage={(page) => setSelection((current) => ({ ...current, page }))}
        />
      </Stack>
    </ListingsLayout>
  );
}
