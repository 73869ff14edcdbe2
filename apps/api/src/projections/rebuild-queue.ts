import { AppError } from '../common/errors/app-error.js';
import { JobsService } from '../jobs/jobs.service.js';

export function requireQueue(jobs: JobsService) {
  if (!jobs.projections) throw new AppError(503, 'JOBS_DISABLED', 'Jobs are off on this server (no Redis); run `npm run rebuild -- <projection>` instead');
  return jobs.projections;
}
