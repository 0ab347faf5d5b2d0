import { Badge, Button, Icon } from '@chakra-ui/react';
import { Funnel } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
      trigger={
        <Button variant="outline" colorPalette="brand" hideFrom="lg" aria-haspopup="dialog">
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
      <ListingsFilter {...props} />
    </SideDrawer>
  );
}
