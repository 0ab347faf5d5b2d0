import { Combobox, createListCollection } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { foldTr } from '@/lib/search/fold-tr';

export interface Place {
  id: number;
  name: string;
}

interface PlaceComboboxProps {
  label: string;
  placeholder: string;
  places: readonly Place[];
  value: number | null;
  onChange: (id: number | null) => void;
  disabled?: boolean;
}

/**
 * A place (a province or a district) picked from a list narrowed as one types, Turkish-folded: 'istanbul',
 * 'ISTANBUL' and 'İst' all find İstanbul (lib/search/fold-tr). The list opens on a click too, for people who
 * scroll rather than type. No portal: inside the filter drawer it stays within the dialog's focus trap.
 */
export function PlaceCombobox({ label, placeholder, places, value, onChange, disabled }: PlaceComboboxProps) {
  const { t } = useTranslation('filters');
  // What is typed, for narrowing the list; null while nothing is.
  const [query, setQuery] = useState<string | null>(null);
  const chosen = places.find((place) => place.id === value)?.name ?? '';
  // The input's text is the combobox's own (a controlled one loses keys to fast typing). It starts from the
  // chosen name, so the combobox starts afresh when that name cannot be known yet (the list is loading) and
  // when the value changes from outside (a chip, Temizle, Back), never after a choice made in it.
  const [emitted, setEmitted] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  const [generation, setGeneration] = useState(0);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== emitted) {
      setEmitted(value);
      setGeneration((current) => current + 1);
    }
  }
  const folded = query === null ? '' : foldTr(query);
  const collection = useMemo(() => {
    const matching =
      folded === '' || folded === foldTr(chosen)
        ? places
        : places.filter((place) => foldTr(place.name).includes(folded));
    return createListCollection({
      items: [...matching],
      itemToString: (place) => place.name,
      itemToValue: (place) => String(place.id),
    });
  }, [places, folded, chosen]);

  return (
    <Combobox.Root
      key={`${places.length > 0}-${generation}`}
      size="sm"
      collection={collection}
      value={value === null ? [] : [String(value)]}
      defaultInputValue={chosen}
      onInputValueChange={(details) => setQuery(details.inputValue)}
      onValueChange={(details) => {
        setQuery(null);
        const raw = details.value[0];
        const id = raw === undefined ? null : Number(raw);
        setEmitted(id);
        onChange(id);
      }}
      onOpenChange={(details) => {
        if (!details.open) setQuery(null);
      }}
      openOnClick
      // Fixed, so a scrolling sidebar does not clip the list.
      positioning={{ strategy: 'fixed', sameWidth: true }}
      inputBehavior="autohighlight"
      // The list (81 provinces) is built when first opened, not on every render of a closed combobox: on the
      // server it was a third of the directory's and the course list's render time, for markup nobody sees.
      lazyMount
      disabled={disabled}
      translations={{ triggerLabel: t('location.showAll'), clearTriggerLabel: t('location.clear') }}
    >
      <Combobox.Label textStyle="sm">{label}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input placeholder={placeholder} />
        <Combobox.IndicatorGroup>
          {value !== null ? <Combobox.ClearTrigger /> : null}
          <Combobox.Trigger />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Combobox.Positioner>
        <Combobox.Content>
          <Combobox.Empty>{t('location.noMatch')}</Combobox.Empty>
          {collection.items.map((place) => (
            <Combobox.Item key={place.id} item={place}>
              <Combobox.ItemText>{place.name}</Combobox.ItemText>
              <Combobox.ItemIndicator />
            </Combobox.Item>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  );
}
