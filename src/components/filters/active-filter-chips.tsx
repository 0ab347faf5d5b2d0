import { Box, CloseButton, Heading, HStack, Tag, Wrap } from '@chakra-ui/react';
import { memo, type ReactNode, useId } from 'react';

export interface ActiveFilterChip {
  key: string;
  label: string;
  onRemove: () => void;
}

interface ActiveFilterChipsProps {
  /** 'Aktif Filtreler': the section's heading. */
  title: string;
  chips: readonly ActiveFilterChip[];
  /** The remove button's name for a chip ('Filtreyi kaldır: Online'). */
  removeLabel: (label: string) => string;
  /** After the chips, such as a button that clears them all. */
  action?: ReactNode;
}

/**
 * Each active filter of a search as a removable chip, under a small heading; nothing when none is on. Memoised:
 * a results page renders again when an answer arrives, and its chips did not change with it.
 */
export const ActiveFilterChips = memo(function ActiveFilterChips({
  title,
  chips,
  removeLabel,
  action,
}: ActiveFilterChipsProps) {
  const headingId = useId();
  if (chips.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <HStack gap="3" align="center" wrap="wrap">
        <Heading as="h2" size="xs" id={headingId} color="fg.muted">
          {title}
        </Heading>
        <Wrap as="ul" gap="2" listStyleType="none">
          {chips.map((chip) => (
            <li key={chip.key}>
              <Tag.Root size="lg" colorPalette="brand" variant="subtle" borderRadius="full">
                <Tag.Label>{chip.label}</Tag.Label>
                <Tag.EndElement>
                  <CloseButton
                    size="2xs"
                    variant="plain"
                    aria-label={removeLabel(chip.label)}
                    onClick={chip.onRemove}
                  />
                </Tag.EndElement>
              </Tag.Root>
            </li>
          ))}
        </Wrap>
        {action}
      </HStack>
    </Box>
  );
});
