import { Badge, Box, Button, Float, IconButton, Link, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { HEADER_DROPDOWN_POSITIONING } from './header-dropdown-positioning';

interface HeaderPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger's accessible name; it carries the unread count, since the badge is hidden from readers. */
  label: string;
  icon: ReactNode;
  /** A count shown on the icon; null shows none. */
  badge: ReactNode;
  /** A plain dot on the icon, for news without a count; the badge wins when both are set. */
  dot?: boolean;
  title: string;
  isLoading: boolean;
  loadingText: string;
  isEmpty: boolean;
  emptyText: string;
  /** The list never loaded: its text and a retry, shown instead of the empty text (which would be untrue). */
  failure?: { text: string; retryLabel: string; onRetry: () => void } | null;
  /** The link under the list; following it closes the panel. */
  seeAll?: { to: string; label: string };
  /** The list items (`li` elements, such as HeaderPopoverItem). */
  children: ReactNode;
}

/**
 * An icon button in the header and its panel: a title, a list with its loading and empty states, and a link
 * to the full page. A popover rather than a menu: the panel holds status text and a link besides the items,
 * which a `role="menu"` may not contain.
 */
export function HeaderPopover({
  open,
  onOpenChange,
  label,
  icon,
  badge,
  dot = false,
  title,
  isLoading,
  loadingText,
  isEmpty,
  emptyText,
  failure = null,
  seeAll,
  children,
}: HeaderPopoverProps) {
  // Named explicitly: the popover only links its title if the title existed when it opened, and with lazy
  // mounting it does not.
  const titleId = useId();

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
      positioning={HEADER_DROPDOWN_POSITIONING}
    >
      <Popover.Trigger asChild>
        {/* Busy while its list loads: until then its label cannot say how many are unread. */}
        <IconButton
          aria-label={label}
          aria-busy={isLoading ? true : undefined}
          variant="ghost"
          rounded="full"
          position="relative"
        >
          {icon}
          {badge !== null ? (
            <Float placement="top-end" offset="2">
              <Badge colorPalette="red" variant="solid" rounded="full" size="xs" aria-hidden="true">
                {badge}
              </Badge>
            </Float>
          ) : dot ? (
            <Float placement="top-end" offset="2.5">
              <Box
                boxSize="2.5"
                rounded="full"
                bg="red.solid"
                borderWidth="2px"
                borderColor="bg"
                aria-hidden="true"
              />
            </Float>
          ) : null}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="sm" maxW="calc(100vw - 1rem)" aria-labelledby={titleId}>
            <Popover.Header borderBottomWidth="1px">
              <Popover.Title id={titleId} fontWeight="semibold">
                {title}
              </Popover.Title>
            </Popover.Header>
            <Popover.Body p="0" maxH="24rem" overflowY="auto">
              {isLoading ? (
                <Text px="4" py="6" textAlign="center" color="fg.muted" role="status">
                  {loadingText}
                </Text>
              ) : failure ? (
                <Stack px="4" py="6" align="center" gap="3" role="alert">
                  <Text textAlign="center" color="fg.muted">
                    {failure.text}
                  </Text>
                  <Button size="xs" variant="outline" colorPalette="brand" onClick={failure.onRetry}>
                    {failure.retryLabel}
                  </Button>
                </Stack>
              ) : isEmpty ? (
                <Text px="4" py="6" textAlign="center" color="fg.muted">
                  {emptyText}
                </Text>
              ) : (
                <Box as="ul" m="0" p="0">
                  {children}
                </Box>
              )}
            </Popover.Body>
            {seeAll ? (
              <Popover.Footer borderTopWidth="1px" justifyContent="center" py="2">
                <Link asChild colorPalette="brand" fontWeight="medium" textStyle="sm">
                  <RouterLink to={seeAll.to} onClick={() => onOpenChange(false)}>
                    {seeAll.label}
                  </RouterLink>
                </Link>
              </Popover.Footer>
            ) : null}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
