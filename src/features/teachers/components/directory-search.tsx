import { Box } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';

/**
 * What the directory gives its keyword box: the typed text and its texts, and what a choice does. The box
 * itself (the suggesting combobox) comes from another feature through the route, as features never import
 * each other.
 */
export interface DirectorySearchBox {
  label: string;
  placeholder: string;
  clearLabel: string;
  maxLength: number;
  value: string;
  onValueChange: (text: string) => void;
  onClear: () => void;
  /** A suggested subject: a root category (`subId` null) or a subcategory under its root. */
  chooseSubject: (rootId: number, subId: number | null) => void;
  chooseCity: (cityId: number) => void;
}

interface DirectorySearchProps {
  box: DirectorySearchBox;
  renderBox: (box: DirectorySearchBox) => ReactNode;
  /** Enter with no suggestion chosen: the typed text searches at once. */
  onSubmit: () => void;
}

/** The hero's search: a search landmark around the keyword box. */
export const DirectorySearch = memo(function DirectorySearch({
  box,
  renderBox,
  onSubmit,
}: DirectorySearchProps) {
  return (
    <Box
      as="form"
      role="search"
      aria-label={box.label}
      width="full"
      maxW="2xl"
      textAlign="start"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {renderBox(box)}
    </Box>
  );
});
