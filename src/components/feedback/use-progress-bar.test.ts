import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressBar } from './use-progress-bar';

const alwaysMax = () => 1;
const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const half = () => 0.5;

function setup(random: () => number) {
  return renderHook(({ active }) => useProgressBar(active, random), { initialProps: { active: false } });
}

describe('useProgressBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is hidden while nothing loads', () => {
    const { result } = setup(alwaysMax);
    tick(5000);
    expect(result.current).toEqual({ visible: false, value: 0 });
  });

  it('steps exactly every 300 ms', () => {
    const { result, rerender } = setup(half);
    rerender({ active: true });
    expect(result.current).toEqual({ visible: true, value: 0 });

    tick(299);
    expect(result.current.value).toBe(0);
    tick(1);
    expect(result.current.value).toBe(5);
    tick(300);
    expect(result.current.value).toBe(10);
  });

  it('never shows more than 90 before the load finishes', () => {
    const { result, rerender } = setup(alwaysMax);
    rerender({ active: true });
    tick(2700);
    expect(result.current.value).toBe(90);
    tick(60_000);
    expect(result.current).toEqual({ visible: true, value: 90 });
  });

  it('jumps to 100 when done and hides 500 ms later', () => {
    const { result, rerender } = setup(half);
    rerender({ active: true });
    tick(900);
    rerender({ active: false });
    expect(result.current).toEqual({ visible: true, value: 100 });

    tick(499);
    expect(result.current.visible).toBe(true);
    tick(1);
    expect(result.current).toEqual({ visible: false, value: 0 });
  });

  it('starts over when a new load begins while it is hiding', () => {
    const { result, rerender } = setup(half);
    rerender({ active: true });
    tick(600);
    rerender({ active: false });
    tick(200);
    rerender({ active: true });
    expect(result.current).toEqual({ visible: true, value: 0 });
    tick(1000);
    expect(result.current).toEqual({ visible: true, value: 15 });
  });

  it('hides 500 ms after the latest load finishes, not an earlier one', () => {
    const { result, rerender } = setup(half);
    rerender({ active: true });
    rerender({ active: false });
    tick(400);
    rerender({ active: true });
    tick(50);
    rerender({ active: false });

    tick(499);
    expect(result.current).toEqual({ visible: true, value: 100 });
    tick(1);
    expect(result.current.visible).toBe(false);
  });
});
