/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible file of a build (`node scripts/compress-dist.ts
 * [dist]`, part of `npm run build`), so nginx sends them as they are (`brotli_static` / `gzip_static`, see
 * deploy/nginx.conf) at the best compression level instead of compressing each answer on the fly at a low one.
 * `config.js` is left out: the server writes its own at deploy time. A file whose compressed copy would not be
 * smaller gets none, and copies newer than their file are kept, so running it twice costs nothing.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|txt|xml|map|webmanifest|wasm)$/;
const SKIPPED = new Set(['config.js']);
/** Below this size the headers outweigh the saving. */
const MIN_BYTES = 256;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? listFiles(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

async function isFresh(copy: string, sourceTime: number): Promise<boolean> {
  try {
    return (await stat(copy)).mtimeMs >= sourceTime;
  } catch {
    return false;
  }
}

export async function compressDir(dir: string): Promise<{ written: number; bytes: number }> {
  const files = (await listFiles(dir)).filter(
    (file) => COMPRESSIBLE.test(file) && !SKIPPED.has(relative(dir, file)),
  );
  let written = 0;
  let bytes = 0;
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      if (source.length < MIN_BYTES) return;
      const sourceTime = (await stat(file)).mtimeMs;
      const variants = [
        {
          path: `${file}.br`,
          make: () =>
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
        },
        { path: `${file}.gz`, make: () => gz(source, { level: constants.Z_BEST_COMPRESSION }) },
      ];
      for (const variant of variants) {
        if (await isFresh(variant.path, sourceTime)) continue;
        const packed = await variant.make();
        if (packed.length >= source.length) continue;
        await writeFile(variant.path, packed);
        written += 1;
        bytes += packed.length;
      }
    }),
  );
  return { written, bytes };
}

if (import.meta.main) {
  const dir = resolve(process.argv[2] ?? 'dist');
  const started = performance.now();
  const { written, bytes } = await compressDir(dir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `compress-dist: ${written} files written (.br and .gz, ${Math.round(bytes / 1024)} kB) in ${relative(process.cwd(), dir) || '.'} in ${seconds} s`,
  );
}
