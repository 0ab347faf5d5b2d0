import { SaveTeacherButton } from '@/features/saved-teachers/components/save-teacher-button';
import { SuggestBox } from '@/features/search-suggest/components/suggest-box';
import { TeachersDirectory } from '@/features/teachers/components/teachers-directory';

/**
 * /teachers: the teacher directory, each card with the saved-teachers heart (students; guests sign in first),
 * its keyword box the search box that suggests subjects and cities (features never import each other).
 */
export function Component() {
  return (
    <TeachersDirectory
      cardAction={(teacher) => <SaveTeacherButton teacher={teacher} width="full" />}
      searchBox={({ chooseSubject, chooseCity, ...box }) => (
        <SuggestBox
          {...box}
          labelHidden
          loadAtOnce
          onPick={(suggestion) => {
            if (suggestion.kind === 'city') chooseCity(suggestion.id);
            else if (suggestion.rootId === null) chooseSubject(suggestion.id, null);
            else chooseSubject(suggestion.rootId, suggestion.id);
          }}
        />
      )}
    />
  );
}
