import { Button, Field, HStack, Icon, Input, InputGroup } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { COURSE_TERM_MAX } from '../utils/course-search';

interface CourseSearchBoxProps {
  /** The term in the URL; the box starts from it (the page remounts the box when it changes elsewhere). */
  term: string;
  onSearch: (term: string) => void;
}

/**
 * The keyword of the /courses search, sent with 'Ara' or Enter: a search form, so typing asks nothing of the
 * server and every search is one history entry that Back undoes.
 */
export function CourseSearchBox({ term, onSearch }: CourseSearchBoxProps) {
  const { t } = useTranslation('course-search');
  return (
    <form
      role="search"
      aria-label={t('search.label')}
      onSubmit={(event) => {
        event.preventDefault();
        const field = new FormData(event.currentTarget).get('q');
        onSearch(typeof field === 'string' ? field : '');
      }}
    >
      <HStack gap="2" align="flex-end" width="full">
        <Field.Root flex="1" minW="0">
          <Field.Label srOnly>{t('search.label')}</Field.Label>
          <InputGroup
            startElement={
              <Icon asChild boxSize="5" color="fg.muted" aria-hidden>
                <Search />
              </Icon>
            }
          >
            <Input
              name="q"
              type="search"
              size="lg"
              defaultValue={term}
              placeholder={t('search.placeholder')}
              enterKeyHint="search"
              maxLength={COURSE_TERM_MAX}
              autoComplete="off"
            />
          </InputGroup>
        </Field.Root>
        <Button type="submit" size="lg" colorPalette="brand">
          {t('search.submit')}
        </Button>
      </HStack>
    </form>
  );
}
