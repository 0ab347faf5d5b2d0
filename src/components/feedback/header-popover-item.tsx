import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface HeaderPopoverItemProps {
  onChoose: () => void;
  /** Where the picture sits against the text: centred for one-line rows, at the top for taller ones. */
  alignItems?: 'center' | 'flex-start';
  /** Marks an unread row with a tinted background. */
  highlighted?: boolean;
  children: ReactNode;
}

/** One row of a HeaderPopover's list: the whole row is one button. */
export function HeaderPopoverItem({
  onChoose,
  alignItems = 'center',
  highlighted = false,
  children,
}: HeaderPopoverItemProps) {
  return (
    <Box as="li" listStyleType="none">
      <chakra.button
        type="button"
        onClick={onChoose}
        display="flex"
        alignItems={alignItems}
        gap="3"
        w="full"
        px="4"
        py="3"
        textAlign="start"
        bg={highlighted ? 'brand.subtle/40' : 'transparent'}
        _hover={{ bg: 'bg.muted' }}
        focusVisibleRing="inside"
        cursor="pointer"
      >
        {children}
      </chakra.button>
    </Box>
  );
}
