import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { loadPageTexts } from '../lib/i18n.ts';
import { RouteGuard } from './route-guard.tsx';
import { DASHBOARD_HOME, DASHBOARD_PATH, PAGE_ROUTES, type PageRoute } from './route-table.ts';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

// Every page and layout is its own chunk, so that /Auth downloads only what it shows.
const pages: Record<PageRoute['page'], ComponentType> = {
  welcome: named(() => import('../features/welcome/welcome-page.tsx'), 'WelcomePage'),
  auth: named(() => import('../features/auth/components/auth-page.tsx'), 'AuthPage'),
  redirect: named(() => import('../features/auth/components/redirect-page.tsx'), 'RedirectPage'),
  success: named(() => import('../components/success-page.tsx'), 'SuccessPage'),
  home: named(() => import('../features/home/home-page.tsx'), 'HomePage'),
  jobCenter: named(() => import('../features/jobs/components/job-center-page.tsx'), 'JobCenterPage'),
  jobDetail: named(() => import('../features/jobs/components/job-detail-page.tsx'), 'JobDetailPage'),
  goals: named(() => import('../features/goals/components/goals-page.tsx'), 'GoalsPage'),
  materials: named(() => import('../features/materials/components/materials-page.tsx'), 'MaterialsPage'),
  profile: named(() => import('../features/profile/components/profile-page.tsx'), 'ProfilePage'),
  recharge: named(() => import('../features/billing/components/recharge-page.tsx'), 'RechargePage'),
  referral: named(() => import('../features/referral/components/referral-page.tsx'), 'ReferralPage'),
  liveSession: named(() => import('../features/live/session/session-page.tsx'), 'LiveSessionPage'),
  liveReport: named(() => import('../features/live/report/report-page.tsx'), 'LiveReportPage'),
  startInterviewAI: named(
    () => import('../features/live/components/start-interview-page.tsx'),
    'StartInterviewPage',
  ),
  startInterviewMock: named(() => import('../features/mock/start/start-mock-page.tsx'), 'StartMockPage'),
  mockSession: named(() => import('../features/mock/session/session-page.tsx'), 'MockSessionPage'),
  mockReport: named(() => import('../features/mock/report/report-page.tsx'), 'MockReportPage'),
  mockMeeting: named(() => import('../features/mock/meeting/meeting-page.tsx'), 'MockMeetingPage'),
  guide: named(() => import('../features/guide/guide-page.tsx'), 'GuidePage'),
};
const NotFoundPage = named(() => import('../components/not-found-page.tsx'), 'NotFoundPage');
// The dashboard comes with the texts only signed-in pages read (lib/i18n.ts `loadPageTexts`).
const DashboardLayout = named(
  () => Promise.all([import('./layouts/dashboard-layout.tsx'), loadPageTexts()]).then(([m]) => m),
  'DashboardLayout',
);
const SessionLayout = named(() => import('./layouts/session-layout.tsx'), 'SessionLayout');

function PageElement({ route }: { route: PageRoute }) {
  const Page = pages[route.page];
  return (
    <RouteGuard route={route}>
      <Page />
    </RouteGuard>
  );
}

/** Redirects that keep the query string, as every page's `referrer_id` must survive them. */
function KeepQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={to + search} replace />;
}

const routesIn = (shell: PageRoute['shell']) =>
  PAGE_ROUTES.filter((route) => route.shell === shell).map((route) => (
    <Route key={route.path} path={route.path} element={<PageElement route={route} />} />
  ));

/** The routes of SPEC.md section 2, built from the route table. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<KeepQuery to="/Welcome" />} />
      {routesIn('bare')}
      <Route path={DASHBOARD_PATH} element={<DashboardLayout />}>
        <Route index element={<KeepQuery to={DASHBOARD_HOME} />} />
        {routesIn('dashboard')}
      </Route>
      <Route element={<SessionLayout />}>{routesIn('session')}</Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
