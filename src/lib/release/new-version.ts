import { env } from '@/config/env';

/** While the tab is in front, the deployed release is read this often; and each time the tab comes back. */
export const NEW_VERSION_CHECK_MS = 10 * 60_000;

/** The release `/version.json` names now; null when it cannot be read (offline, a proxy page, a bad body). */
export async function fetchDeployedRelease(): Promise<string | null> {
  try {
    const response = await fetch('/version.json', {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const release =
      typeof body === 'object' && body !== null ? (body as { release?: unknown }).release : null;
    return typeof release === 'string' && release !== '' ? release : null;
  } catch {
    return null;
  }
}

/**
 * Calls `onNewVersion` once, when `/version.json` names a release other than the running one: checked when the
 * tab comes back to the front and every NEW_VERSION_CHECK_MS while it is there, never while it is hidden. A
 * build that does not know its own release (no git at build time) never offers a reload. Returns the stop.
 */
export function watchForNewVersion(
  onNewVersion: () => void,
  running: string = env.release,
  readDeployed: () => Promise<string | null> = fetchDeployedRelease,
): () => void {
  if (running === 'unknown' || running === '') return () => undefined;
  let stopped = false;
  let checking = false;

  const check = async () => {
    if (stopped || checking || document.visibilityState !== 'visible') return;
    checking = true;
    const deployed = await readDeployed();
    checking = false;
    if (stopped || deployed === null || deployed === running) return;
    stop();
    onNewVersion();
  };
  const onVisibility = () => void check();
  const timer = setInterval(() => void check(), NEW_VERSION_CHECK_MS);
  document.addEventListener('visibilitychange', onVisibility);

  function stop() {
    stopped = true;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  }
  return stop;
}
