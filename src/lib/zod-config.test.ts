import { describe, expect, it } from 'vitest';
import './zod-config';

describe('zod configuration', () => {
  it('is read by zod: no probe for eval, which the Content-Security-Policy refuses', async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ name: z.string().min(1) });
    expect(schema.safeParse({ name: 'Calcetto' }).success).toBe(true);
    expect(schema.safeParse({ name: '' }).success).toBe(false);
  });
});
