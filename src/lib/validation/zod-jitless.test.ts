import { describe, expect, it } from 'vitest';
import { globalConfig } from 'zod/v4/core';

describe("the app's zod", () => {
  it('is switched to jitless parsing by importing it, and still parses', async () => {
    const { z } = await import('zod');
    const schema = z.object({ name: z.string() });
    expect(globalConfig.jitless).toBe(true);
    expect(schema.parse({ name: 'Zeynep' })).toEqual({ name: 'Zeynep' });
  });
});
