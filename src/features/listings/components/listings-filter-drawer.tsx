import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiltersOpenButton } from '@/components/filters/filters-open-button';
import { SideDrawer } from '@/components/overlays/side-drawer';
import { ListingsFilter, type ListingsFilterProps } from './listings-filter';

/**
 * Under 1024 px the filters sidebar gives way to 'Filtreleri Aç', which opens the same panel full-screen.
 * Hidden by CSS from 1024 px (the sidebar shows there), so the page renders the same on every width.
 */
export function ListingsFilterDrawer(props: ListingsFilterProps) {
  const { t } = useTranslation('course-search');
  const [open, setOpen] = useState(false);
  return (
    <SideDrawer
      open={open}
      onOpenChange={setOpen}
      placement="start"
      size="full"
      title={t('filters.title')}
      titleHidden
      closeLabel={t('filters.close')}
      trigger={<FiltersOpenButton label={t('filters.open')} activeCount={props.activeCount} hideFrom="lg" />}
    >
      <ListingsFilter {...props} />
    </SideDrawer>
  );
}
