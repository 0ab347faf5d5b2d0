import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { fetchDeployedRelease, watchForNewVersion } from './new-version';

/** The browser brings the tab back to the front. */
function tabReturns() {
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('watchForNewVersion', () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('offers once when the deployed release is another, and asks no more after that', async () => {
    const readDeployed = vi.fn(() => Promise.resolve('b2c3d4e5f6a7'));
    const onNewVersion = vi.fn();
    stops.push(watchForNewVersion(onNewVersion, 'a1b2c3d4e5f6', readDeployed));

    tabReturns();
    await vi.waitFor(() => expect(onNewVersion).toHaveBeenCalledTimes(1));
    tabReturns();
    await Promise.resolve();
    expect(readDeployed).toHaveBeenCalledTimes(1);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
  });

  it('stays quiet while the release is the running one or cannot be read', async () => {
    const answers = ['a1b2c3d4e5f6', null];
    const readDeployed = vi.fn(() => Promise.resolve(answers.shift() ?? null));
    const onNewVersion = vi.fn();
    stops.push(watchForNewVersion(onNewVersion, 'a1b2c3d4e5f6', readDeployed));

    tabReturns();
    await vi.waitFor(() => expect(readDeployed).toHaveBeenCalledTimes(1));
    tabReturns();
    await vi.waitFor(() => expect(readDeployed).toHaveBeenCalledTimes(2));
    await Promise.resolve();
    expect(onNewVersion).not.toHaveBeenCalled();
  });

  it('never asks for a build that does not know its own release, or while the tab is hidden', async () => {
    const readDeployed = vi.fn(() => Promise.resolve('b2c3d4e5f6a7'));
    stops.push(watchForNewVersion(vi.fn(), 'unknown', readDeployed));
    tabReturns();

    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    stops.push(watchForNewVersion(vi.fn(), 'a1b2c3d4e5f6', readDeployed));
    tabReturns();
    await Promise.resolve();
    expect(readDeployed).not.toHaveBeenCalled();
    hidden.mockRestore();
  });
});

describe('fetchDeployedRelease', () => {
  it('reads the release from /version.json', async () => {
    server.use(http.get('*/version.json', () => HttpResponse.json({ release: 'b2c3d4e5f6a7', builtAt: '' })));
    await expect(fetchDeployedRelease()).resolves.toBe('b2c3d4e5f6a7');
  });

  it.each([
    ['a server error', () => HttpResponse.json({ release: 'b2c3d4e5f6a7' }, { status: 503 })],
    ['an HTML page (a proxy or a fallback)', () => HttpResponse.html('<!doctype html><p>Bakım</p>')],
    ['a body without a release', () => HttpResponse.json({ builtAt: '2026-11-26T10:00:00Z' })],
    ['no answer at all', () => HttpResponse.error()],
  ])('answers null on %s', async (_case, answer) => {
    server.use(http.get('*/version.json', answer));
    await expect(fetchDeployedRelease()).resolves.toBeNull();
  });
});
