import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FEE_COMMIT_DELAY_MS, FeeRangeFilter } from '../../src/components/filters/fee-range-filter';
import type { AmountRange } from '../../src/lib/search-params/parsers';
import { renderWithProviders } from '../render';

/*
 * The fee fields of /teachers and /courses against a URL that answers late: the router lands a navigation in a
 * transition, so on a slow phone the echo of one commit can come after the next commit. Here the test hands the
 * echoes back itself, when it chooses, so the race is the same on every run.
 */
function renderWithLateUrl() {
  const commits: AmountRange[] = [];
  const onChange = vi.fn((range: AmountRange) => {
    commits.push(range);
  });
  let echo: (range: AmountRange) => void = () => {};
  function LateUrl() {
    const [url, setUrl] = useState<AmountRange>({ min: null, max: null });
    echo = setUrl;
    return <FeeRangeFilter min={url.min} max={url.max} onChange={onChange} />;
  }
  renderWithProviders(<LateUrl />);
  const deliver = (range: AmountRange) => {
    act(() => echo(range));
  };
  return { commits, echo: deliver };
}

const settled = { timeout: FEE_COMMIT_DELAY_MS * 4 };

describe('fee range fields', () => {
  it('keep every key typed across a commit whose echo comes late, and follow a change from outside', async () => {
    const user = userEvent.setup();
    const { commits, echo } = renderWithLateUrl();
    const min = await screen.findByRole('spinbutton', { name: 'En az' });

    await user.type(min, '4');
    await waitFor(() => expect(commits).toEqual([{ min: 4, max: null }]), settled);
    await user.type(min, '5');
    await waitFor(() => expect(commits.at(-1)).toEqual({ min: 45, max: null }), settled);
    // The first commit's echo lands only now, after the second commit.
    echo({ min: 4, max: null });
    expect(min).toHaveValue(45);
    await user.type(min, '0');
    expect(min).toHaveValue(450);
    await waitFor(() => expect(commits.at(-1)).toEqual({ min: 450, max: null }), settled);
    echo({ min: 45, max: null });
    echo({ min: 450, max: null });
    expect(min).toHaveValue(450);
    expect(commits).toHaveLength(3);

    // Out of the field, a change from outside (a chip, Temizle, Back) shows in it.
    await user.tab(); // to 'En çok'
    await user.tab(); // out of both
    expect(screen.getByRole('spinbutton', { name: 'En çok' })).not.toHaveFocus();
    echo({ min: null, max: null });
    expect(min).toHaveValue(null);
  });

  it('follow Back even while a field keeps the focus, so the fee undone is not committed again', async () => {
    const user = userEvent.setup();
    const { commits, echo } = renderWithLateUrl();
    const max = await screen.findByRole('spinbutton', { name: 'En çok' });

    await user.type(max, '800');
    await waitFor(() => expect(commits.at(-1)).toEqual({ min: null, max: 800 }), settled);
    echo({ min: null, max: 800 });
    expect(max).toHaveFocus();

    // Back: the URL no longer has the fee, which is not an echo of anything this field sent.
    echo({ min: null, max: null });
    expect(max).toHaveValue(null);
  });
});
