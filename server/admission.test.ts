import { describe, expect, it } from 'vitest';
import { createAdmission } from './admission.ts';

/** A work the test finishes when it chooses, recording when it started. */
function controlled(started: string[], name: string) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = () => resolve(name);
    fail = reject;
  });
  const work = () => {
    started.push(name);
    return done;
  };
  return { work, finish, fail };
}

const never = new AbortController().signal;

describe('render admission', () => {
  it('runs at most `slots` works at once and admits the others in arrival order', async () => {
    const admit = createAdmission(2);
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => controlled(started, name));
    const results = [a, b, c, d].map((work) => admit(never, work!.work));
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);

    b!.finish();
    await results[1];
    await expect.poll(() => started).toEqual(['a', 'b', 'c']);
    a!.finish();
    await expect.poll(() => started).toEqual(['a', 'b', 'c', 'd']);
    c!.finish();
    d!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives up a wait when its signal aborts, with its reason, and a failed work frees its slot', async () => {
    const admit = createAdmission(1);
    const started: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => controlled(started, name));
    const first = admit(never, a!.work);
    const impatient = new AbortController();
    const second = admit(impatient.signal, b!.work);
    const third = admit(never, c!.work);
    const reason = new DOMException('Zaman aşımı', 'TimeoutError');
    impatient.abort(reason);
    await expect(second).rejects.toBe(reason);

    a!.fail(new Error('render failed'));
    await expect(first).rejects.toThrow('render failed');
    await expect.poll(() => started).toEqual(['a', 'c']);
    c!.finish();
    expect(await third).toBe('c');
    // Already aborted: never started.
    await expect(admit(impatient.signal, b!.work)).rejects.toBe(reason);
    expect(started).toEqual(['a', 'c']);
  });

  it('refuses fewer than one slot', () => {
    expect(() => createAdmission(0)).toThrow('invalid number of render slots: 0');
  });
});
