import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text in the search box, ahead of the URL: it is written back `SEARCH_DEBOUNCE_MS` after typing stops.
 * When the term in the URL changes for another reason (back/forward, Temizle, a chip), the box follows it;
 * the term this hook wrote itself is not echoed back, so fast typing is never overwritten.
 */
export function useSearchDraft(term: string, commit: (text: string) => void) {
  const [draft, setDraft] = useState(term);
  const [seenTerm, setSeenTerm] = useState(term);
  const [sentTerm, setSentTerm] = useState<string | null>(null);

  // Adjusting state to a changed input during render (React docs: "storing information from previous renders").
  if (term !== seenTerm) {
    setSeenTerm(term);
    if (term !== sentTerm) setDraft(term);
  }

  useEffect(() => {
    const text = draft.trim();
    if (text === term) return undefined;
    const timer = window.setTimeout(() => {
      setSentTerm(text);
      commit(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, term, commit]);

  return [draft, setDraft] as const;
}
