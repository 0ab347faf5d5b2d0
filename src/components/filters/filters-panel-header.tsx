import { memo } from 'react';
import { Button, Heading, HStack } from '@chakra-ui/react';

interface FiltersPanelHeaderProps {
  /** 'Filtreler'. */
  title: string;
  /** 'Temizle': offered only while a filter is on. */
  clearLabel: string;
  activeCount: number;
  onClear: () => void;
}

/** The top of a filters panel, in the sidebar and in the phone's drawer alike. */
export const FiltersPanelHeader = memo(function FiltersPanelHeader({
  title,
  clearLabel,
  activeCount,
  onClear,
}: FiltersPanelHeaderProps) {
  return (
    <HStack justify="space-between" minH="8">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {activeCount > 0 ? (
        <Button size="xs" variant="ghost" colorPalette="brand" onClick={onClear}>
          {clearLabel}
        </Button>
      ) : null}
    </HStack>
  );
});
