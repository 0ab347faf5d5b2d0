import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiltersOpenButton } from '@/components/filters/filters-open-button';
import { useLoadOnIntent } from '@/hooks/use-load-on-intent';
import { lazyComponent } from '@/lib/lazy/lazy-component';
import type { FiltersPanelProps } from './filters-panel';

// The drawer's machinery is not needed to paint the directory on a phone, where it is shut.
const FiltersDrawerPanel = lazyComponent(() =>
  import('./filters-drawer-panel').then((module) => module.FiltersDrawerPanel),
);

/**
 * Under 1024 px the sidebar becomes a full-screen slide-in drawer. The button is part of the page; the
 * drawer's code is asked for when the button is first pointed at, focused or pressed, and the drawer opens
 * as soon as it is there.
 */
export function FiltersDrawer(props: FiltersPanelProps) {
  const { t } = useTranslation('teachers');
  const [open, setOpen] = useState(false);
  const { wanted, want, intentHandlers } = useLoadOnIntent();

  return (
    <>
      <FiltersOpenButton
        label={t('filters.open')}
        activeCount={props.activeCount}
        alignSelf="flex-start"
        aria-expanded={open}
        {...intentHandlers}
        onClick={() => {
          want();
          setOpen(true);
        }}
      />
      {wanted ? (
        <Suspense fallback={null}>
          <FiltersDrawerPanel {...props} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
