import { Combobox, createListCollection, InputGroup, Portal, Text } from '@chakra-ui/react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSuggestionIndex } from '../hooks/use-suggestion-index';
import { rankSuggestions, type Suggestion } from '../utils/suggestions';
import type { SuggestComboboxProps } from './suggest-box-props';
import { ClearButton, SearchIcon } from './suggest-box-parts';

const GROUP_ORDER: Suggestion['kind'][] = ['subject', 'city'];

/**
 * The combobox itself (Ark's, through Chakra): role=combobox, a listbox of grouped options and
 * aria-activedescendant come from Ark; arrows move, Enter chooses, Escape closes. Enter with no option
 * highlighted is left to the page (a free-text search). Loaded by SuggestBox, never imported directly.
 */
export function SuggestCombobox({
  inputId,
  takeFocus,
  cities = true,
  loadAtOnce: _loaded,
  ...props
}: SuggestComboboxProps) {
  const { t } = useTranslation('search');
  // The suggestions are fetched from the first focus on (the directory mounts the combobox with the page).
  const [wanted, setWanted] = useState(takeFocus);
  const { index, loading } = useSuggestionIndex(wanted);
  const collection = useMemo(() => {
    const ranked = rankSuggestions(index, props.value).filter((item) => cities || item.kind !== 'city');
    return createListCollection({
      items: ranked,
      itemToValue: (item) => item.key,
      itemToString: (item) => item.label,
      groupBy: (item) => item.kind,
      groupSort: GROUP_ORDER,
    });
  }, [index, props.value, cities]);

  // Open only while there is text: with nothing typed there is nothing to suggest (Ark's own openOnChange
  // is asked with the text before the change, so the first letter would not open the list).
  const [wantsOpen, setWantsOpen] = useState(takeFocus && props.value.trim() !== '');
  const open = wantsOpen && props.value.trim() !== '';

  // Takes over the plain input's focus with the caret after the text typed so far, in the commit that removes
  // the plain input (a layout effect): no key press can fall between the two and land on the page.
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const element = input.current;
    if (!takeFocus || !element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
    // Once, on mount: the plain input's focus is handed over a single time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Combobox.Root
      collection={collection}
      ids={{ input: inputId }}
      size="lg"
      width="full"
      gap="1.5"
      // The text is the page's: a clear button, a removed chip or Back changes it from outside.
      inputValue={props.value}
      onInputValueChange={(details) => props.onValueChange(details.inputValue)}
      // Nothing stays selected: a choice is handed to the page, which turns it into a filter.
      value={[]}
      onValueChange={(details) => {
        const [chosen] = details.items;
        if (chosen) props.onPick(chosen);
      }}
      allowCustomValue
      selectionBehavior="preserve"
      open={open}
      onOpenChange={(details) => setWantsOpen(details.open)}
      // Always below the box, scrolling within the room left there, so the list never covers the page's title.
      positioning={{ sameWidth: true, flip: false }}
    >
      <Combobox.Label fontWeight="medium" textStyle="sm" srOnly={props.labelHidden}>
        {props.label}
      </Combobox.Label>
      <Combobox.Control>
        <InputGroup startElement={<SearchIcon />} endElement={<ClearButton {...props} />}>
          <Combobox.Input
            ref={input}
            textStyle="md"
            bg="bg"
            placeholder={props.placeholder}
            maxLength={props.maxLength}
            enterKeyHint="search"
            onFocus={() => setWanted(true)}
          />
        </InputGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>{loading ? t('loading') : t('empty')}</Combobox.Empty>
            {collection.group().map(([kind, items]) => (
              <Combobox.ItemGroup key={kind}>
                <Combobox.ItemGroupLabel color="fg.muted" textStyle="xs" fontWeight="semibold">
                  {t(`groups.${kind as Suggestion['kind']}`)}
                </Combobox.ItemGroupLabel>
                {items.map((item) => (
                  <Combobox.Item key={item.key} item={item}>
                    <Combobox.ItemText>{item.label}</Combobox.ItemText>
                    {item.kind === 'subject' && item.rootName ? (
                      <Text as="span" textStyle="xs" color="fg.muted">
                        {item.rootName}
                      </Text>
                    ) : null}
                  </Combobox.Item>
                ))}
              </Combobox.ItemGroup>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
