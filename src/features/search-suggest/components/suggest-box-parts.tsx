import { CloseButton, Icon } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import type { SuggestBoxProps } from './suggest-box-props';

/** The magnifier in front of the text, in the plain input and the combobox alike. */
export function SearchIcon() {
  return (
    <Icon asChild boxSize="5" color="fg.muted" aria-hidden>
      <Search />
    </Icon>
  );
}

/** The clear button while there is text, in the plain input and the combobox alike. */
export function ClearButton({
  value,
  onClear,
  clearLabel,
}: Pick<SuggestBoxProps, 'value' | 'onClear' | 'clearLabel'>) {
  if (!value || !onClear || !clearLabel) return null;
  return <CloseButton size="sm" aria-label={clearLabel} onClick={onClear} me="-2" />;
}
