import { config } from 'zod/v4/core';

/*
 * What `import … from 'zod'` resolves to in the app (an alias in vite.config.ts): zod itself, switched to
 * jitless parsing before any schema exists. The production CSP allows no eval (deploy/start-nginx.sh); zod
 * compiles object parsers with `new Function`, probing first whether eval is allowed when each object schema is
 * created, and a strict CSP reports even that caught probe as a violation. Jitless parsing never probes. Every
 * module that makes a schema (the generated ones included) imports zod, so through here, and this module's body
 * runs before theirs: zod stays out of the first load and still never probes.
 */
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
