import { useTranslation } from 'react-i18next';
import { SideDrawer } from '@/components/overlays/side-drawer';
import { FiltersPanel, type FiltersPanelProps } from './filters-panel';

interface FiltersDrawerPanelProps extends FiltersPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The filters as a full-screen slide-in panel. Its own chunk: the drawer's focus trap and scroll lock load
 * when the button is first pointed at or pressed, not with the directory (FiltersDrawer). Kept mounted once
 * there, so the panel's state survives closing.
 */
export function FiltersDrawerPanel({ open, onOpenChange, ...panel }: FiltersDrawerPanelProps) {
  const { t } = useTranslation('teachers');
  return (
    <SideDrawer
      open={open}
      onOpenChange={onOpenChange}
      placement="start"
      size="full"
      keepMounted
      title={t('filters.title')}
      titleHidden
      closeLabel={t('filters.close')}
    >
      <FiltersPanel {...panel} />
    </SideDrawer>
  );
}
