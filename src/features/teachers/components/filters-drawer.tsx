import { Badge, Button, Icon } from '@chakra-ui/react';
import { Funnel } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadOnIntent } from '@/hooks/use-load-on-intent';
import { lazyWithRecipes } from '@/theme/recipe-loading';
import type { FiltersPanelProps } from './filters-panel';

// The drawer's machinery is not needed to paint the directory on a phone, where it is shut.
const FiltersDrawerPanel = lazyWithRecipes(() =>
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
      <Button
        variant="outline"
        colorPalette="brand"
        alignSelf="flex-start"
        aria-haspopup="dialog"
        aria-expanded={open}
        {...intentHandlers}
        onClick={() => {
          want();
          setOpen(true);
        }}
      >
        <Icon asChild aria-hidden>
          <Funnel />
        </Icon>
        {t('filters.open')}
        {props.activeCount > 0 ? (
          <Badge colorPalette="brand" variant="solid" aria-hidden="true">
            {props.activeCount}
          </Badge>
        ) : null}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <FiltersDrawerPanel {...props} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
