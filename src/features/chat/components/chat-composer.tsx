import { Flex, IconButton, Stack, Text, Textarea } from '@chakra-ui/react';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionDraft } from '@/hooks/use-session-draft';
import { normaliseUserText } from '@/lib/validation/user-text';

interface ChatComposerProps {
  onSend: (content: string) => void;
  /** The draft's name (the room, or the person of a new conversation); null keeps no draft. */
  draftKey: string | null;
  /** Why this text may not be sent (contact details before an approval), or null: then nothing is sent. */
  refuse?: (content: string) => string | null;
}

/**
 * The message input: the send button is disabled while the text is blank; Enter sends, Shift+Enter breaks
 * the line (and Enter that ends an IME composition does neither); sending clears the input. What is typed
 * is kept as the room's draft in session storage, so a session that expires and the sign-in that follows
 * give it back; sending forgets it.
 */
/** What a message sends: the one rule for written text (no control or bidi characters), without the spaces around it. */
function sendable(text: string): string {
  return normaliseUserText(text, { multiline: true }).trim();
}

export function ChatComposer({ onSend, draftKey, refuse }: ChatComposerProps) {
  const { t } = useTranslation('chat');
  const draft = useSessionDraft<string>(draftKey, '');
  const [text, setText] = useState(draft.start);
  // Read by submit: one press sends once, even when a second Enter comes before React renders the cleared input.
  const current = useRef(draft.start);
  const blank = sendable(text) === '';
  const [refusal, setRefusal] = useState<string | null>(null);

  const change = (value: string) => {
    current.current = value;
    setText(value);
    setRefusal(null);
    draft.save(value);
  };

  const submit = () => {
    const content = sendable(current.current);
    if (content === '') return;
    // A refused text stays in the input (and the draft), with the reason under it.
    const reason = refuse?.(content) ?? null;
    setRefusal(reason);
    if (reason) return;
    current.current = '';
    onSend(content);
    setText('');
    draft.clear();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <Stack gap="1" maxW="42rem" w="full" mx="auto">
      <Flex
        as="form"
        gap="2"
        align="flex-end"
        maxW="42rem"
        w="full"
        mx="auto"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          submit();
        }}
      >
        <Textarea
          value={text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('placeholder')}
          aria-label={t('inputLabel')}
          autoresize
          rows={1}
          maxH="10rem"
          resize="none"
        />
        <IconButton type="submit" aria-label={t('send')} colorPalette="brand" disabled={blank}>
          <SendHorizontal aria-hidden="true" />
        </IconButton>
      </Flex>
      {refusal ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {refusal}
        </Text>
      ) : null}
    </Stack>
  );
}
