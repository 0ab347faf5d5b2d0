import { Box, Button, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { directoryHref } from '../utils/directory-href';
import { SuggestBox } from './suggest-box';

/**
 * The home page's search: a suggested subject or city opens the teacher directory filtered by it at once;
 * typed text with Enter or 'Ara' opens it searching for that text.
 */
export function HomeSearch() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <Box
      as="form"
      role="search"
      aria-label={t('label')}
      width="full"
      maxW="2xl"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(directoryHref({ kind: 'text', text }));
      }}
    >
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-end' }}>
        <Box flex="1" minW="0">
          <SuggestBox
            label={t('label')}
            placeholder={t('placeholder')}
            value={text}
            onValueChange={setText}
            onPick={(suggestion) => void navigate(directoryHref(suggestion))}
          />
        </Box>
        <Button type="submit" colorPalette="brand" size="xl">
          {t('submit')}
        </Button>
      </Flex>
    </Box>
  );
}
