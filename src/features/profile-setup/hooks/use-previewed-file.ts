import { useCallback, useEffect, useRef, useState } from 'react';

interface Previewed {
  file: File;
  url: string;
}

/**
 * The chosen file with an object URL for its preview. The previous URL is revoked on every change and the
 * last one when the page goes away, so previews never leak the file's memory.
 */
export function usePreviewedFile() {
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const current = useRef<string | null>(null);

  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
      current.current = null;
    },
    [],
  );

  const choose = useCallback((file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    const url = file ? URL.createObjectURL(file) : null;
    current.current = url;
    setPreviewed(file && url ? { file, url } : null);
  }, []);

  return { file: previewed?.file ?? null, preview: previewed?.url ?? null, choose };
}
