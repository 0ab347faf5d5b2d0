import { render, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useProgressiveList } from './use-progressive-list';

function Cells({ items }: { items: number[] }) {
  const shown = useProgressiveList(items, 4);
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const twelve = Array.from({ length: 12 }, (_, index) => index + 1);

it('renders the first cards with the screen and the whole list in the render after', async () => {
  const seen: number[] = [];
  function Recorder({ items }: { items: number[] }) {
    seen.push(useProgressiveList(items, 4).length);
    return null;
  }
  render(<Recorder items={twelve} />);
  expect(seen[0]).toBe(4);
  await waitFor(() => expect(seen.at(-1)).toBe(12));
});

it('ends with every item on screen, in order', async () => {
  render(<Cells items={twelve} />);
  expect(await screen.findByText('12')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(twelve.map(String));
});
