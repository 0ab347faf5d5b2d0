import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { compressDir } from './compress-dist.ts';

let dir = '';
const script = 'export const greeting = "merhaba";\n'.repeat(100);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'compress-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(dir, 'assets', 'tiny-abc123.js'), 'export {};\n');
  writeFileSync(join(dir, 'assets', 'photo-abc123.png'), Buffer.alloc(4096));
  writeFileSync(join(dir, 'config.js'), `window.__APP_CONFIG__ = {};\n${'//\n'.repeat(200)}`);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('writes .br and .gz copies that unpack to the file itself', async () => {
  await compressDir(dir);
  const file = join(dir, 'assets', 'app-abc123.js');
  expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
  expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
});

it('leaves out tiny files, binary images and the deploy-time config.js', async () => {
  await compressDir(dir);
  for (const file of ['assets/tiny-abc123.js', 'assets/photo-abc123.png', 'config.js']) {
    expect(existsSync(join(dir, `${file}.br`)), file).toBe(false);
    expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false);
  }
});

it('writes nothing the second time', async () => {
  expect((await compressDir(dir)).written).toBe(2);
  expect((await compressDir(dir)).written).toBe(0);
});
