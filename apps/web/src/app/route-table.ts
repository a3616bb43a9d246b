import type { RealtimeChannel } from '@offerpilot/shared';

/** Where a page sits: inside the dashboard shell, in the session shell, or on its own. */
export type RouteShell = 'dashboard' | 'session' | 'bare';

/** A page of SPEC.md section 2 with its flags; the router is built from this table. */
export interface PageRoute {
  path: string;
  /** Key under `web:titles`, also the page heading of "coming soon" pages. */
  title: string;
  /** Needs sign-in. On a dashboard page `false` overrides the shell's flag (Referral). */
  auth: boolean;
  shell: RouteShell;
  /** The page keeps a live socket on this channel and blocks while it has failed. */
  socket?: RealtimeChannel;
  /** The sidebar menu is shown but not clickable (the career guide). */
  menuDisabled?: boolean;
  /** Which page module renders it. */
  page:
    | 'welcome'
    | 'auth'
    | 'redirect'
    | 'success'
    | 'home'
    | 'jobCenter'
    | 'jobDetail'
    | 'goals'
    | 'materials'
    | 'profile'
    | 'recharge'
    | 'referral'
    | 'startInterviewAI'
    | 'liveSession'
    | 'liveReport'
    | 'startInterviewMock'
    | 'mockSession'
    | 'mockReport'
    | 'mockMeeting'
    | 'guide';
}

/** The dashboard shell itself needs sign-in; `/Dashboard` redirects to its home. */
export const DASHBOARD_PATH = '/Dashboard';
export const DASHBOARD_HOME = '/Dashboard/Home';

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/Welcome', title: 'welcome', auth: false, shell: 'bare', page: 'welcome' },
  { path: '/Auth', title: 'auth', auth: false, shell: 'bare', page: 'auth' },
  { path: '/Success', title: 'success', auth: false, shell: 'bare', page: 'success' },
  { path: '/Redirect', title: 'redirect', auth: false, shell: 'bare', page: 'redirect' },
  { path: '/Dashboard/Home', title: 'home', auth: true, shell: 'dashboard', page: 'home' },
  {
    path: '/Dashboard/Guide',
    title: 'guide',
    auth: true,
    shell: 'dashboard',
    menuDisabled: true,
    page: 'guide',
  },
  { path: '/Dashboard/JobCenter', title: 'jobCenter', auth: true, shell: 'dashboard', page: 'jobCenter' },
  {
    path: '/Dashboard/JobCenter/:slug',
    title: 'jobDetail',
    auth: true,
    shell: 'dashboard',
    page: 'jobDetail',
  },
  { path: '/Dashboard/Goals', title: 'goals', auth: true, shell: 'dashboard', page: 'goals' },
  { path: '/Dashboard/Resume', title: 'resume', auth: true, shell: 'dashboard', page: 'materials' },
  {
    path: '/Dashboard/StartInterviewAI',
    title: 'startInterviewAI',
    auth: true,
    shell: 'dashboard',
    page: 'startInterviewAI',
  },
  {
    path: '/Dashboard/StartInterviewMock',
    title: 'startInterviewMock',
    auth: true,
    shell: 'dashboard',
    page: 'startInterviewMock',
  },
  { path: '/Dashboard/Recharge', title: 'recharge', auth: true, shell: 'dashboard', page: 'recharge' },
  { path: '/Dashboard/Referral', title: 'referral', auth: false, shell: 'dashboard', page: 'referral' },
  { path: '/Dashboard/User-profile', title: 'userProfile', auth: true, shell: 'dashboard', page: 'profile' },
  {
    path: '/Tools/InterviewAI',
    title: 'interviewAI',
    auth: true,
    shell: 'session',
    socket: 'chat',
    page: 'liveSession',
  },
  {
    path: '/Tools/InterviewMock',
    title: 'interviewMock',
    auth: true,
    shell: 'session',
    socket: 'chat',
    page: 'mockSession',
  },
  { path: '/Report/InterviewAI', title: 'reportAI', auth: true, shell: 'session', page: 'liveReport' },
  { path: '/Report/InterviewMock', title: 'reportMock', auth: true, shell: 'session', page: 'mockReport' },
  { path: '/MockMeeting', title: 'mockMeeting', auth: false, shell: 'session', page: 'mockMeeting' },
];

/** What the route guard does for a page (SPEC.md section 4; PRODUCT.md keeps Referral open to visitors). */
export type GuardMode = 'required' | 'ifSignedIn' | 'none';

export function guardModeOf(route: PageRoute): GuardMode {
  if (route.auth) return 'required';
  // Referral is flagged open, yet its parent (the dashboard) needs sign-in: fetch user info when we can.
  return route.shell === 'dashboard' ? 'ifSignedIn' : 'none';
}

/** Whether a path fits a route pattern, `:name` segments matching any one non-empty segment. */
function fits(pattern: string, path: string): boolean {
  const want = pattern.toLowerCase().split('/');
  const have = path.toLowerCase().split('/');
  return (
    want.length === have.length &&
    want.every((part, i) => (part.startsWith(':') ? !!have[i] : part === have[i]))
  );
}

export const findRoute = (path: string): PageRoute | undefined =>
  PAGE_ROUTES.find((route) => fits(route.path, path));
