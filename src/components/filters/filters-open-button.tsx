import { Badge, Button, type ButtonProps, Icon } from '@chakra-ui/react';
import { Funnel } from 'lucide-react';

interface FiltersOpenButtonProps extends Omit<ButtonProps, 'children'> {
  /** 'Filtreleri Aç'. */
  label: string;
  /** How many filters are on: shown as a badge beside the label (the label alone is the button's name). */
  activeCount: number;
}

/** The phone's way into a search's filters: under 1024 px the sidebar gives way to this button and a drawer. */
export function FiltersOpenButton({ label, activeCount, ...props }: FiltersOpenButtonProps) {
  return (
    <Button variant="outline" colorPalette="brand" aria-haspopup="dialog" {...props}>
      <Icon asChild aria-hidden>
        <Funnel />
      </Icon>
      {label}
      {activeCount > 0 ? (
        <Badge colorPalette="brand" variant="solid" aria-hidden="true">
          {activeCount}
        </Badge>
      ) : null}
    </Button>
  );
}
