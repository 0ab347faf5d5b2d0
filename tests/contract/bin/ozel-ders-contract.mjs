#!/usr/bin/env node
/*
 * The entry of the packed checker (scripts/pack-contract.ts → ozel-ders-contract-<version>.tgz, run with npx).
 * The checker is TypeScript run as it is; Node strips types itself only outside node_modules, and an npx
 * install puts the package inside one, so this hook strips them here (node:module's own stripper, the same
 * transform) before the command line starts.
 */
import { readFileSync } from 'node:fs';
import { registerHooks, stripTypeScriptTypes } from 'node:module';
import { fileURLToPath } from 'node:url';

// The hook's one warning ("stripTypeScriptTypes is an experimental feature") would open every report.
const emitWarning = process.emitWarning.bind(process);
process.emitWarning = (warning, ...rest) => {
  if (String(warning).includes('stripTypeScriptTypes')) return;
  emitWarning(warning, ...rest);
};

registerHooks({
  load(url, context, nextLoad) {
    if (url.startsWith('file:') && url.endsWith('.ts')) {
      const source = stripTypeScriptTypes(readFileSync(fileURLToPath(url), 'utf8'));
      return { format: 'module', source, shortCircuit: true };
    }
    return nextLoad(url, context);
  },
});

await import('../cli.ts');
