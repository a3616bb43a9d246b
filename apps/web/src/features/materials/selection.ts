import type { ResumeSummary } from '@offerpilot/shared';

/** The resume the page opens: the one the user chose while it exists, else the default, else the newest. */
export function pickResume(resumes: readonly ResumeSummary[], chosen: number | null): number | null {
  if (chosen !== null && resumes.some((resume) => resume.id === chosen)) return chosen;
  return (resumes.find((resume) => resume.isDefault) ?? resumes[0])?.id ?? null;
}
