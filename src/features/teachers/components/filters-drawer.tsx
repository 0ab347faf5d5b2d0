import { Badge, Button, Icon } from '@chakra-ui/react';
import { Funnel } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SideDrawer } from '@/components/overlays/side-drawer';
import { FiltersPanel, type FiltersPanelProps } from './filters-panel';

/** Under 1024 px the sidebar becomes a full-screen slide-in drawer. */
export function FiltersDrawer(props: FiltersPanelProps) {
  const { t } = useTranslation('teachers');
  const [open, setOpen] = useState(false);
  return (
    <SideDrawer
      open={open}
      onOpenChange={setOpen}
      placement="start"
      size="full"
      keepMounted
      title={t('filters.title')}
      titleHidden
      closeLabel={t('filters.close')}
      trigger={
        <Button variant="outline" colorPalette="brand" alignSelf="flex-start">
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
      }
    >
      <FiltersPanel {...props} />
    </SideDrawer>
  );
}
