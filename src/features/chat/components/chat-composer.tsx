import { Flex, IconButton, Textarea } from '@chakra-ui/react';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The message input: the send button is disabled while the text is blank; Enter sends, Shift+Enter breaks
 * the line (and Enter that ends an IME composition does neither); sending clears the input.
 */
export function ChatComposer({ onSend }: { onSend: (content: string) => void }) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  const submit = () => {
    if (blank) return;
    onSend(text.trim());
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
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
        onChange={(event) => setText(event.target.value)}
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
  );
}
