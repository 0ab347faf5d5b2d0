import { Badge, Button, CloseButton, Drawer, Icon, Portal } from '@chakra-ui/react';
import { Funnel } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiltersPanel, type FiltersPanelProps } from './filters-panel';

/** Under 1024 px the sidebar becomes a full-screen slide-in drawer. */
export function FiltersDrawer(props: FiltersPanelProps) {
  const { t } = useTranslation('teachers');
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start" size="full">
      <Drawer.Trigger asChild>
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
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title srOnly>{t('filters.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <FiltersPanel {...props} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label={t('filters.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
