import { CloseButton, Field, Icon, Input, InputGroup } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SEARCH_TERM_MAX } from '../utils/directory-filters';

interface DirectorySearchProps {
  value: string;
  onChange: (text: string) => void;
  onClear: () => void;
}

/** The hero's search box: labelled, with a clear button while there is text. */
export function DirectorySearch({ value, onChange, onClear }: DirectorySearchProps) {
  const { t } = useTranslation('teachers');
  return (
    <Field.Root width="full" maxW="2xl">
      <Field.Label srOnly>{t('directory.searchLabel')}</Field.Label>
      <InputGroup
        startElement={
          <Icon asChild boxSize="5" color="fg.muted" aria-hidden>
            <Search />
          </Icon>
        }
        endElement={
          value ? (
            <CloseButton size="sm" aria-label={t('directory.clearSearch')} onClick={onClear} me="-2" />
          ) : undefined
        }
      >
        <Input
          type="search"
          size={{ base: 'lg', md: 'xl' }}
          bg="bg"
          value={value}
          placeholder={t('directory.searchPlaceholder')}
          onChange={(event) => onChange(event.target.value)}
          enterKeyHint="search"
          maxLength={SEARCH_TERM_MAX}
          autoComplete="off"
        />
      </InputGroup>
    </Field.Root>
  );
}
