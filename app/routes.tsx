/**
 * The route tables of spec 01 §2 and spec 02 §2. Every page is its own lazily loaded module, so a
 * student downloads only the pages they open. Open routes work without a token; the rest sit behind
 * <RequireAuth>.
 */
import { Suspense, type ComponentType } from 'react';
import { lazyComponent } from '@core/registry/lazy-component';
import { matchRoutes, useSearchParams, type RouteObject } from 'react-router-dom';
import type { TaskViewProps } from '@core/registry/task-plugin';
import { taskRegistry } from '@plugins/tasks';
import type { DependencyContainer } from 'tsyringe';
import type { ApiService } from '@core/services/api/api-service';
import type { StorageService } from '@core/services/storage';
import type { KeptSession } from './session/kept-student';
import { ApiToken, resolveService, StorageToken } from '@core/services/tokens';
import { keptStudentSession } from './session/kept-student';
import { prefetchHomeworkList } from './pages/homework/prefetch';
import { prefetchPlayerSession } from './pages/player/prefetch';
import { preloadQuestionScreens } from './pages/player/question-screens';
import { nextTask } from './services/next-task';
import { RequireAuth } from './session/RequireAuth';
import { AppLayout } from './shell/AppLayout';
import { NotFound } from './shell/NotFound';
import { RouteErrorBoundary } from './shell/RouteError';
import { Spinner } from './shell/Spinner';

/**
 * A route whose component is loaded when first visited, or earlier by preloadPageOf (a lazy component:
 * a spinner until it is there).
 * Declarative routes rather than the data router's `lazy`: the data router is a quarter of the first
 * load's JavaScript, and the app uses none of its loaders or actions (issue 18).
 */
function page(load: () => Promise<ComponentType>, prefetch?: PageHandle['prefetch']): Pick<RouteObject, 'element' | 'handle'> {
  const Page = lazyComponent(async () => ({ default: await load() }));
  return {
    element: (
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    ),
    handle: { preload: Page.preload, prefetch } satisfies PageHandle,
  };
}

interface PageHandle {
  preload(): Promise<unknown>;
  /** Asks the server what the page asks first, before its module is here (issue 18; ApiClient.prefetch). */
  prefetch?(first: FirstPageContext): Promise<void>;
}

/** What a page's prefetch knows as the app starts: the address, and the student kept on this device. */
export interface FirstPageContext { api: ApiService; storage: StorageService; session: KeptSession; search: URLSearchParams }

/**
 * Starts downloading the page of an address before the app first renders it: the first screen's module
 * then comes while the session is still being checked (the token's user and permissions), instead of
 * after (issue 18: one round trip less before a phone shows home). With `first` (a student signed in on
 * this device), the page's first requests go out too. A failed download or request is left to the
 * page's own loading, which shows the error. Settles when the downloads and requests have.
 */
export async function preloadPageOf(address: { pathname: string; search: string }, first?: Omit<FirstPageContext, 'search'>): Promise<void> {
  const handles = (matchRoutes(appRoutes, address.pathname) ?? []).map(({ route }) => route.handle as PageHandle | undefined);
  const requests = first ? handles.map((handle) => handle?.prefetch?.({ ...first, search: new URLSearchParams(address.search) })) : [];
  // The page's files in a task of their own, after its requests (which then take the first free
  // connections): adding a page's file links costs a cheap phone tens of milliseconds (issue 18).
  await nextTask();
  const downloads = handles.map((handle) => handle?.preload().catch(() => undefined));
  await Promise.all([...requests, ...downloads]);
}

/**
 * What the app does with the address it opens at, before its first render (app/main.tsx): the page's
 * module downloads, and for a student signed in on this device (kept-student.ts) the page's first
 * requests go out with it.
 */
export function startFirstPage(address: { pathname: string; search: string }, container: DependencyContainer): Promise<void> {
  const storage = resolveService(container, StorageToken);
  const session = keptStudentSession(storage);
  return preloadPageOf(address, session && { api: resolveService(container, ApiToken), storage, session });
}

/**
 * A kind's screen inside the task host; both are loaded when the route is first visited. Opened with
 * `homework` in its query (the reading task from the homework list: /reading-task?isAfterClass=true&
 * homework=), the same screen is hosted after class instead (spec 02 §2, §4).
 */
async function loadTaskScreen(kind: string, loadView: () => Promise<ComponentType<TaskViewProps<unknown, unknown>>>): Promise<ComponentType> {
  const [{ taskScreen }, { afterClassScreen }, View] = await Promise.all([import('./pages/task/TaskScreen'), import('./pages/after-class/AfterClassTaskScreen'), loadView()]);
  const InClass = taskScreen(kind, View);
  const AfterClass = afterClassScreen(kind, View);
  return function HostedScreen() {
    const [search] = useSearchParams();
    return search.has('homework') ? <AfterClass /> : <InClass />;
  };
}

/** A kind's screen for a homework item after class (e.g. /resource-pack-after), in the after-class host. */
async function loadAfterClassScreen(kind: string, loadView: () => Promise<ComponentType<TaskViewProps<unknown, unknown>>>): Promise<ComponentType> {
  const [{ afterClassScreen }, View] = await Promise.all([import('./pages/after-class/AfterClassTaskScreen'), loadView()]);
  return afterClassScreen(kind, View);
}

/** A kind's own page, in the scope that gives it the stored files for as long as it is open. */
async function loadKindPage(loadPage: () => Promise<ComponentType>): Promise<ComponentType> {
  const [{ TaskPageScope }, Page] = await Promise.all([import('./services/task-page-scope'), loadPage()]);
  return function KindPage() {
    return (
      <TaskPageScope>
        <Page />
      </TaskPageScope>
    );
  };
}

/**
 * The player, and every question screen beside it (question-screens.ts). The player's files are asked
 * for first: over HTTP/1.1's six connections the first asked get the first free connections, and the
 * player's include its largest (the shared data code).
 */
function loadPlayer(): Promise<ComponentType> {
  const player = import('./pages/player/PlayerPage').then((m) => m.PlayerPage);
  void nextTask().then(preloadQuestionScreens);
  return player;
}

const comingSoon = page(() => import('./pages/coming-soon/ComingSoonPage').then((m) => m.ComingSoonPage));

/** Routes reachable without a stored token (spec 01 §2). */
export const OPEN_PATHS = ['/login', '/front', '/proto', '/privicy', '/oia', '/ai-stt-generate', '/share-episode', '/ai-write-evaluate'] as const;

const openRoutes: RouteObject[] = [
  { path: '/login', ...page(() => import('./pages/login/LoginPage').then((m) => m.LoginPage)) },
  { path: '/front/*', ...page(() => import('./pages/front/FrontPage').then((m) => m.FrontPage)) },
  { path: '/proto', ...page(() => import('./pages/legal/LegalPages').then((m) => m.ServiceAgreementPage)) },
  { path: '/privicy', ...page(() => import('./pages/legal/LegalPages').then((m) => m.PrivacyPolicyPage)) },
  { path: '/oia', ...page(() => import('./pages/oia/DownloadPage').then((m) => m.DownloadPage)) },
  { path: '/share-episode', ...page(() => import('./pages/share-episode/ShareEpisodePage').then((m) => m.ShareEpisodePage)) },
  { path: '/ai-stt-generate', ...page(() => import('./pages/ai/AiPages').then((m) => m.AiSpeechPage)) },
  { path: '/ai-write-evaluate', ...page(() => import('./pages/ai/AiPages').then((m) => m.AiWritingPage)) },
];

const protectedRoutes: RouteObject[] = [
  { path: '/', ...page(() => import('./pages/home/HomePage').then((m) => m.HomePage)) },
  { path: '/homework', ...page(() => import('./pages/homework/HomeworkListPage').then((m) => m.HomeworkListPage), prefetchHomeworkList) },
  { path: '/homework-child', ...page(() => import('./pages/homework-child/HomeworkChildPage').then((m) => m.HomeworkChildPage)) },
  { path: '/report', ...page(() => import('./pages/report/ReportPage').then((m) => m.ReportPage)) },
  { path: '/class-report-list', ...page(() => import('./pages/class-report/ClassReportListPage').then((m) => m.ClassReportListPage)) },
  { path: '/class-report-list/:id', ...page(() => import('./pages/class-report/ClassReportPage').then((m) => m.ClassReportPage)) },
  { path: '/error-book', ...page(() => import('./pages/error-book/ErrorBookPage').then((m) => m.ErrorBookPage)) },
  { path: '/learn-analysis', ...page(() => import('./pages/learn-analysis/LearnAnalysisPage').then((m) => m.LearnAnalysisPage)) },
  { path: '/statements', ...page(() => import('./pages/legal/LegalPages').then((m) => m.CopyrightStatementPage)) },
  { path: '/pt', ...page(loadPlayer, ({ api, search }) => prefetchPlayerSession(api, search)) },
  // Each classroom task kind's routes, from its plugin (plugins/tasks/index.ts): its screens hosted by
  // TaskScreen (or after class by AfterClassTaskScreen), its own pages as they are.
  ...taskRegistry.routes().map(({ path, kind, loadView, loadPage, host }) => {
    // A kind's own page hosts itself (the reading report, collaborative learning's two screens).
    if (loadPage) return { path, ...page(() => loadKindPage(loadPage)) };
    if (!loadView) return { path, ...comingSoon };
    return { path, ...page(() => (host === 'after-class' ? loadAfterClassScreen : loadTaskScreen)(kind, loadView)) };
  }),
  // The teacher console and its projector view: RequireAuth shows them to teachers; a student finds nothing here.
  { path: '/teacher/*', element: <NotFound /> },
  // The school administrator's console (issue 34), the same way: /admin is an address an admin may keep.
  { path: '/admin/*', element: <NotFound /> },
  { path: '/exercise', ...page(() => import('./pages/exercise/ExercisePage').then((m) => m.ExercisePage)) },
  { path: '/word-book', ...page(() => import('./pages/word-book/WordBookPage').then((m) => m.WordBookPage)) },
  { path: '/word-book/:word', ...page(() => import('./pages/word-book/WordDetailPage').then((m) => m.WordDetailPage)) },
  // Not in this product's issues yet: the GPT pages (spec 02).
  ...['/gpt-task', '/gpt-task/report', '/gpt-article/:id'].map((path) => ({ path, ...comingSoon })),
];

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        element: <RouteErrorBoundary />,
        children: [...openRoutes, { element: <RequireAuth />, children: protectedRoutes }, { path: '*', element: <NotFound /> }],
      },
    ],
  },
];
