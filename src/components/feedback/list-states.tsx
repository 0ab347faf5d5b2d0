import {
  Box,
  Button,
  EmptyState,
  SimpleGrid,
  Skeleton,
  VisuallyHidden,
  type SimpleGridProps,
} from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLoadFailureText } from '@/lib/api/screen-failure';

/*
 * The one load-state kit for every list and every section that loads: loading, empty and load-failed. Features
 * bind their own texts (a `NotificationsEmpty` is this kit with the notifications' words); the markup, the
 * roles and the ways a screen reader hears them live here only. `sm` (with an h3) is the size inside a
 * dashboard or page section, `md` (the default, with an h2) the size of a page's main list.
 */
type ListStateSize = 'sm' | 'md';

interface ListLoadingProps {
  /** What is loading, for screen readers ('Bildirimler yükleniyor'); the shapes themselves are hidden. */
  label: string;
  /** How many placeholders. */
  rows?: number;
  /** The height of a placeholder row (a Chakra size token). */
  rowHeight?: string;
  /** Placeholders laid out as the list's grid, for lists of cards. */
  columns?: SimpleGridProps['columns'];
  /** A placeholder of the list item's own shape (a card skeleton) instead of a plain row. */
  placeholder?: ReactNode;
}

/** Placeholder rows (or cards) while a list loads: one status named for screen readers instead of the shapes. */
export function ListLoading({
  label,
  rows = 2,
  rowHeight = '16',
  columns = 1,
  placeholder,
}: ListLoadingProps) {
  return (
    <Box role="status" aria-label={label}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <SimpleGrid columns={columns} gap={columns === 1 ? '2' : '5'} aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <Fragment key={index}>{placeholder ?? <Skeleton height={rowHeight} rounded="l2" />}</Fragment>
        ))}
      </SimpleGrid>
    </Box>
  );
}

interface ListEmptyProps {
  /** Why there is nothing to show. */
  text: string;
  /** A heading over the text, when the empty list is the page's main content. */
  title?: string;
  titleAs?: 'h2' | 'h3';
  icon?: LucideIcon;
  /** A way on that is not a link ('Filtreleri Temizle'). */
  action?: ReactNode;
  /** A way on to another page ('Eğitmenlere göz at'), drawn as a small outline button. */
  link?: { to: string; label: string };
  size?: ListStateSize;
}

/** A list with nothing in it: why, and where to go from here. */
export function ListEmpty({
  text,
  title,
  titleAs = 'h2',
  icon: Icon,
  action,
  link,
  size = 'md',
}: ListEmptyProps) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="l3" size={size}>
      <EmptyState.Content>
        {Icon ? (
          <EmptyState.Indicator>
            <Icon aria-hidden="true" />
          </EmptyState.Indicator>
        ) : null}
        {title ? <EmptyState.Title as={titleAs}>{title}</EmptyState.Title> : null}
        <EmptyState.Description>{text}</EmptyState.Description>
        {action}
        {link ? (
          <Button asChild variant="outline" colorPalette="brand" size="sm">
            <RouterLink to={link.to}>{link.label}</RouterLink>
          </Button>
        ) : null}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

interface ListLoadFailedProps {
  /** 'Bildirimler yüklenemedi', 'Bir Hata Oluştu'; some screens say only why. */
  title?: string;
  titleAs?: 'h2' | 'h3';
  /** What could not load, said before the reason ('Profil yüklenemedi.'). */
  body?: string;
  /** Why, in words a person understands: given, or read from `error` (see useLoadFailureText). */
  reason?: string;
  error?: unknown;
  retryLabel: string;
  onRetry: () => void;
  size?: ListStateSize;
}

/** A list did not load: an alert saying so and why, and a button to try again. */
export function ListLoadFailed({
  title,
  titleAs = 'h2',
  body,
  reason,
  error,
  retryLabel,
  onRetry,
  size = 'md',
}: ListLoadFailedProps) {
  const loadFailureText = useLoadFailureText();
  const why = reason ?? loadFailureText(error);
  return (
    <EmptyState.Root role="alert" borderWidth="1px" borderRadius="l3" size={size}>
      <EmptyState.Content>
        {title ? <EmptyState.Title as={titleAs}>{title}</EmptyState.Title> : null}
        <EmptyState.Description>{body ? `${body} ${why}` : why}</EmptyState.Description>
        <Button colorPalette="brand" size={size} onClick={onRetry}>
          {retryLabel}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
