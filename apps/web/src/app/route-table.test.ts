import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, findRoute, guardModeOf } from './route-table.ts';

const flags = (path: string) => {
  const route = findRoute(path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
};

describe('route table (SPEC.md section 2)', () => {
  it('holds every page of the spec once', () => {
    const paths = PAGE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      '/Welcome',
      '/Auth',
      '/Success',
      '/Redirect',
      '/Dashboard/Home',
      '/Dashboard/Guide',
      '/Dashboard/JobCenter',
      '/Dashboard/Goals',
      '/Dashboard/Resume',
      '/Dashboard/StartInterviewAI',
      '/Dashboard/StartInterviewMock',
      '/Dashboard/Recharge',
      '/Dashboard/Referral',
      '/Dashboard/User-profile',
      '/Tools/InterviewAI',
      '/Tools/InterviewMock',
      '/Report/InterviewAI',
      '/Report/InterviewMock',
      '/MockMeeting',
    ]) {
      expect(findRoute(path), path).toBeDefined();
    }
  });

  it('asks for sign-in exactly where the spec does', () => {
    for (const path of ['/Welcome', '/Auth']) expect(flags(path).auth, path).toBe(false);
    for (const route of PAGE_ROUTES.filter((r) => r.path.startsWith('/Dashboard/'))) {
      expect(route.auth, route.path).toBe(route.path !== '/Dashboard/Referral');
    }
    for (const path of [
      '/Tools/InterviewAI',
      '/Tools/InterviewMock',
      '/Report/InterviewAI',
      '/Report/InterviewMock',
    ]) {
      expect(flags(path).auth, path).toBe(true);
    }
  });

  it('keeps Referral open to visitors while still reading the user when signed in', () => {
    expect(guardModeOf(flags('/Dashboard/Referral'))).toBe('ifSignedIn');
    expect(guardModeOf(flags('/Dashboard/Home'))).toBe('required');
    expect(guardModeOf(flags('/Welcome'))).toBe('none');
  });

  it('marks the socket pages and the guide', () => {
    expect(PAGE_ROUTES.filter((r) => r.socket).map((r) => r.path)).toEqual([
      '/Tools/InterviewAI',
      '/Tools/InterviewMock',
    ]);
    expect(PAGE_ROUTES.filter((r) => r.menuDisabled).map((r) => r.path)).toEqual(['/Dashboard/Guide']);
  });

  it('matches paths without regard to case, like the router', () => {
    expect(findRoute('/dashboard/home')?.path).toBe('/Dashboard/Home');
    expect(findRoute('/nowhere')).toBeUndefined();
  });

  it('finds the position detail under the job center by its slug', () => {
    expect(findRoute('/Dashboard/JobCenter/frontend-engineer')?.page).toBe('jobDetail');
    expect(findRoute('/dashboard/jobcenter')?.page).toBe('jobCenter');
    expect(findRoute('/Dashboard/JobCenter/')).toBeUndefined();
    expect(findRoute('/Dashboard/JobCenter/a/b')).toBeUndefined();
  });
});
