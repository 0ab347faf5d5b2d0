import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import type { Category } from '@/generated/api/model';
import { breadcrumbList, canonicalUrl } from '@/lib/seo';
import { useCategoryByParam } from '../hooks/use-category-by-param';
import { useCategoryListingsPage } from '../hooks/use-listings-page';
import { ListingGrid } from './listing-grid';
import { ListingsLayout } from './listings-layout';
import { ListingsNotFound } from './listings-not-found';
import { ListingsError, ListingsLoading } from './listings-states';

/** `/category/:category`: the category named (or numbered) in the address, and its listings. */
export function CategoryListings({ param }: { param: string }) {
  const { t } = useTranslation('listings');
  const lookup = useCategoryByParam(param);

  if (lookup.status === 'found') return <FoundCategory key={lookup.category.id} category={lookup.category} />;
  if (lookup.status === 'not-found') {
    return (
      <ListingsNotFound
        title={t('category.notFoundTitle')}
        body={t('category.notFoundBody', { name: param })}
        backLabel={t('category.allListings')}
      />
    );
  }
  return (
    <ListingsLayout title={t('category.loadingTitle')}>
      {lookup.status === 'error' ? (
        <ListingsError onRetry={lookup.retry} error={lookup.error} />
      ) : (
        <ListingsLoading />
      )}
    </ListingsLayout>
  );
}

function FoundCategory({ category }: { category: Category }) {
  const { t } = useTranslation('listings');
  const [page, setPage] = useState(0);
  const state = useCategoryListingsPage(category.id, page);
  return (
    <ListingsLayout
      title={t('category.title', { name: category.name })}
      lead={t('category.lead', { name: category.name })}
      // A category reached by its number or by its name has one canonical address: its name.
      meta={{
        description: t('seo:listings.category', { name: category.name }),
        canonical: canonicalUrl(paths.category.getHref(category.name)),
        structuredData: breadcrumbList([
          { name: t('seo:breadcrumb.home'), path: paths.home.getHref() },
          { name: t('seo:breadcrumb.listings'), path: paths.listings.getHref() },
          { name: category.name, path: paths.category.getHref(category.name) },
        ]),
      }}
    >
      <ListingGrid state={state} pageIndex={page} onPage={setPage} />
    </ListingsLayout>
  );
}
