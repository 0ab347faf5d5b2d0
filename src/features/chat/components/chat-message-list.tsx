import { Box, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import {
  defaultRangeExtractor,
  measureElement,
  observeElementRect,
  type Range,
  useVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { ArrowDown } from 'lucide-react';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefersReducedMotion } from '@/components/feedback/reduced-motion';
import type { ChatMessage } from '@/generated/api/model';
import type { ChatRow } from '../utils/message-rows';
import { ChatMessageRow } from './chat-message-row';

/** Rows kept mounted at the end whatever the scroll position: the newest messages are always in the log. */
const NEWEST_KEPT = 12;
/** Within this many pixels of the end the reader is "at the newest message" and new ones scroll into view. */
const AT_END_PX = 80;
/** Within this many pixels of the top the next older page is asked for. */
const NEAR_TOP_PX = 300;

/** The size assumed while the list has none yet (not laid out): the newest rows render from the start. */
const UNMEASURED_RECT = { width: 640, height: 640 };

// A list without a measured size would render no rows at all; until it has one, it assumes UNMEASURED_RECT.
const observeRectOrAssume = (
  instance: Virtualizer<HTMLDivElement, Element>,
  report: (rect: { width: number; height: number }) => void,
) => observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : UNMEASURED_RECT));

/** Height assumed for a row until it is measured. */
const ESTIMATED_ROW_PX = 64;

// A row without layout measures 0 px; counting it so would put every row in view at once.
const measureOrEstimate: typeof measureElement = (element, entry, instance) => {
  const size = measureElement(element, entry, instance);
  return size > 0 ? size : ESTIMATED_ROW_PX;
};

interface ChatMessageListProps {
  rows: ChatRow[];
  label: string;
  me: string;
  nameOf: (message: ChatMessage) => string;
  showSender: boolean;
  onAvatar: (message: ChatMessage) => void;
  onRetry: (localId: number) => void;
  /** Called when the reader nears the top and older messages may exist. */
  onNearTop?: () => void;
  loadingOlder?: boolean;
}

/**
 * The conversation, virtualised: only the rows in view (and the newest few) are in the DOM, so a room with
 * thousands of messages stays light. It opens at the newest message and follows new ones smoothly while the
 * reader is at the end (or wrote the message); a reader who scrolled up is not moved and gets a 'Yeni
 * mesajlar' button instead. Older rows added at the top keep what the reader sees in place.
 */
export function ChatMessageList(props: ChatMessageListProps) {
  const { rows, onNearTop } = props;
  const { t } = useTranslation('chat');
  const scrollRef = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const [newBelow, setNewBelow] = useState(false);

  const rangeExtractor = useCallback((range: Range) => {
    const visible = defaultRangeExtractor(range);
    const firstNewest = Math.max(0, range.count - NEWEST_KEPT);
    const newest = Array.from({ length: range.count - firstNewest }, (_, index) => firstNewest + index);
    return [...new Set([...visible, ...newest])].sort((a, b) => a - b);
  }, []);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    measureElement: measureOrEstimate,
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 6,
    rangeExtractor,
    initialRect: UNMEASURED_RECT,
    observeElementRect: observeRectOrAssume,
  });

  const scrollToEnd = useCallback(
    (smooth: boolean) => {
      if (rows.length === 0) return;
      virtualizer.scrollToIndex(rows.length - 1, {
        align: 'end',
        behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto',
      });
    },
    [rows.length, virtualizer],
  );

  // What changed at either end since the last render decides the scroll: a new last row follows the rules
  // above, new first rows (an older page) shift the scroll by their height.
  const previous = useRef<{ first?: string; last?: string; total: number }>({ total: 0 });
  useLayoutEffect(() => {
    const first = rows[0]?.key;
    const lastRow = rows.at(-1);
    const before = previous.current;
    const total = virtualizer.getTotalSize();
    previous.current = { first, last: lastRow?.key, total };
    if (!lastRow) return;
    if (before.last === undefined) {
      scrollToEnd(false);
      return;
    }
    if (before.first !== undefined && first !== before.first && lastRow.key === before.last) {
      const element = scrollRef.current;
      if (element) element.scrollTop += total - before.total;
      return;
    }
    if (lastRow.key === before.last) return;
    const ownRow =
      lastRow.kind === 'pending' ||
      (lastRow.kind === 'message' && lastRow.message.senderUsername === props.me);
    if (atEnd.current || ownRow) {
      scrollToEnd(true);
    } else {
      setNewBelow(true);
    }
  }, [rows, props.me, scrollToEnd, virtualizer]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < AT_END_PX;
    if (atEnd.current && newBelow) setNewBelow(false);
    if (element.scrollTop < NEAR_TOP_PX) onNearTop?.();
  };

  return (
    <Box position="relative" flex="1" minH="0">
      <Box
        ref={scrollRef}
        h="full"
        overflowY="auto"
        overflowX="hidden"
        px={{ base: '3', md: '6' }}
        onScroll={onScroll}
      >
        {props.loadingOlder ? (
          <HStack justify="center" py="2" color="fg.muted" textStyle="xs" role="status">
            <Spinner size="xs" aria-hidden="true" />
            <Text as="span">{t('loadingOlder')}</Text>
          </HStack>
        ) : null}
        <Box
          role="list"
          aria-label={props.label}
          maxW="42rem"
          mx="auto"
          position="relative"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <Box
                key={item.key}
                role="listitem"
                data-index={item.index}
                ref={virtualizer.measureElement}
                position="absolute"
                top="0"
                left="0"
                w="full"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <ChatMessageRow
                  row={row}
                  me={props.me}
                  nameOf={props.nameOf}
                  showSender={props.showSender}
                  onAvatar={props.onAvatar}
                  onRetry={props.onRetry}
                />
              </Box>
            );
          })}
        </Box>
      </Box>
      {newBelow ? (
        <Button
          position="absolute"
          bottom="3"
          left="50%"
          transform="translateX(-50%)"
          size="sm"
          rounded="full"
          colorPalette="brand"
          shadow="md"
          onClick={() => {
            setNewBelow(false);
            scrollToEnd(true);
          }}
        >
          <ArrowDown aria-hidden="true" />
          {t('newMessages')}
        </Button>
      ) : null}
    </Box>
  );
}
