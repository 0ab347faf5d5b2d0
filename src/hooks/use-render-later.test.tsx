import { render, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useRenderLater } from './use-render-later';

it('is false in the first render and true in the render right after', async () => {
  const seen: boolean[] = [];
  function Recorder() {
    seen.push(useRenderLater());
    return null;
  }
  render(<Recorder />);
  expect(seen[0]).toBe(false);
  await waitFor(() => expect(seen.at(-1)).toBe(true));
});
