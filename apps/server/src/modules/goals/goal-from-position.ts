import { goalInputSchema } from '@offerpilot/shared';
import type { z } from 'zod';
import type { PositionContent } from '../jobs/jobs.service.ts';

/** Field lengths of the goal contract, so that long job-center texts are cut rather than refused. */
const MAX = { positionName: 120, companyName: 120, companyProfile: 4000, text: 8000 } as const;

/** A goal's fields copied from a job-center position: requirements become one line each. */
export function goalFromPosition(position: PositionContent): z.output<typeof goalInputSchema> {
  return goalInputSchema.parse({
    positionName: position.title.slice(0, MAX.positionName),
    companyName: position.company.slice(0, MAX.companyName),
    companyProfile: position.companyDetails.slice(0, MAX.companyProfile),
    jobDescription: position.description.slice(0, MAX.text),
    requirements: position.requirements.join('\n').slice(0, MAX.text),
    positionSlug: position.slug,
  });
}
