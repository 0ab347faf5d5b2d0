/*
 * The server renderer renders what a guest sees (src/entry-server.tsx): its browser storage is empty and keeps
 * nothing, so no request ever sees another's session, preferences or drafts. Imported first by the server entry,
 * before any module that reads storage; the browser never loads this file.
 */
class GuestStorage implements Storage {
  readonly length = 0;
  clear(): void {}
  getItem(): string | null {
    return null;
  }
  key(): string | null {
    return null;
  }
  removeItem(): void {}
  setItem(): void {}
}

for (const name of ['localStorage', 'sessionStorage'] as const) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: new GuestStorage() });
}
