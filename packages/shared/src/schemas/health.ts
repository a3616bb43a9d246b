import { z } from 'zod';

export const healthResult = z.object({
  status: z.literal('ok'),
  version: z.string(),
  mode: z.enum(['embedded', 'scaled']),
  uptime: z.number(),
});
export type HealthResult = z.infer<typeof healthResult>;
