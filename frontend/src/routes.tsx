import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { SignInPage as CollectorSignInPage } from './collectors/sign-in/SignInPage';
import { InvitePage as CollectorInvitePage } from './collectors/invite/InvitePage';
import { loadedOnDemand } from './shared/loaded-on-demand';
import { FullPageLoader } from './shared/ui/FullPageLoader';
import { NotFoundPage } from './shared/ui/NotFoundPage';
import { RouteErrorPage } from './shared/ui/RouteErrorPage';

// Each side downloads only its own code: react-admin is heavy and only collectors need it, and the entry holds no
// consumer code (each consumer page is its own chunk; the editor's brings TipTap and ProseMirror). The collector
// sign-in and invite pages stay in the entry: they are small and the first page of most portal visits. The
// consumer sign-in page is a chunk of its own, so a collector's page load carries none of the consumer side
// (entry-graph.test.ts holds the entry to that).
// Not React.lazy: the portal's chunk has usually arrived (early.ts starts it) by the time the entry renders, and
// React would still hold it behind a Suspense loader for 300 ms (shared/loaded-on-demand.ts says why).
const CollectorsApp = loadedOnDemand(() => import('./collectors/App'), FullPageLoader);
const ConsumerSignInPage = lazy(() => import('./consumer/sign-in/SignInPage').then(m => ({ default: m.SignInPage })));
const EditorPage = lazy(() => import('./consumer/editor/EditorPage').then(m => ({ default: m.EditorPage })));
const ConsumerLayout = lazy(() => import('./consumer/layout/ConsumerLayout').then(m => ({ default: m.ConsumerLayout })));
const DashboardPage = lazy(() => import('./consumer/dashboard/DashboardPage').then(m => ({ default: m.DashboardPage })));
const SoloPage = lazy(() => import('./consumer/assistant/SoloPage').then(m => ({ default: m.SoloPage })));
const BlogIndexPage = lazy(() => import('./consumer/blog/BlogPages').then(m => ({ default: m.BlogIndexPage })));
const ArticlePage = lazy(() => import('./consumer/blog/BlogPages').then(m => ({ default: m.ArticlePage })));
const ForgotPasswordPage = lazy(() => import('./consumer/password/ForgotPasswordPage').then(m => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('./consumer/password/ResetPasswordPage').then(m => ({ default: m.ResetPasswordPage })));
const ConfirmationPage = lazy(() => import('./consumer/sign-up/ConfirmationPage').then(m => ({ default: m.ConfirmationPage })));
const SignUpPage = lazy(() => import('./consumer/sign-up/SignUpPage').then(m => ({ default: m.SignUpPage })));
const SettlementPage = lazy(() => import('./consumer/settlement/SettlementPage').then(m => ({ default: m.SettlementPage })));
const PaymentActionsPage = lazy(() => import('./consumer/payments/PaymentActionsPage').then(m => ({ default: m.PaymentActionsPage })));
const PaymentSuccessPage = lazy(() => import('./consumer/payments/PaymentSuccessPage').then(m => ({ default: m.PaymentSuccessPage })));
const PlaidLinkPage = lazy(() => import('./consumer/budget/PlaidLinkPage').then(m => ({ default: m.PlaidLinkPage })));
const WalkthroughPage = lazy(() => import('./consumer/walkthrough/WalkthroughPage').then(m => ({ default: m.WalkthroughPage })));
const CreateDocumentPage = lazy(() => import('./consumer/walkthrough/WalkthroughPage').then(m => ({ default: m.CreateDocumentPage })));

/** A page loaded on demand, with the full-page loader while its chunk arrives. */
const page = (element: ReactNode) => <Suspense fallback={<FullPageLoader />}>{element}</Suspense>;
const editorPage = page(<EditorPage />);

/**
 * Every page of the product. The backend serves index.html for each of these paths (SPA fallback);
 * keep docs/README in step when adding one.
 */
const pages: RouteObject[] = [
  { path: '/', element: <Navigate to="/users/sign_in" replace /> },
  { path: '/collectors', element: <CollectorSignInPage /> },
  { path: '/collectors/invite', element: <CollectorInvitePage /> },
  {
    path: '/collectors/*',
    element: <CollectorsApp />,
  },
  { path: '/users/sign_in', element: page(<ConsumerSignInPage />) },
  { path: '/users/sign_up', element: page(<SignUpPage />) },
  { path: '/users/confirmation', element: page(<ConfirmationPage />) },
  { path: '/users/confirmation/new', element: page(<ConfirmationPage />) },
  { path: '/users/password/new', element: page(<ForgotPasswordPage />) },
  { path: '/users/password/edit', element: page(<ResetPasswordPage />) },
  {
    path: '/my_dashboard',
    element: page(
      <ConsumerLayout>
        <DashboardPage />
      </ConsumerLayout>
    ),
  },
  {
    path: '/customer_documents/:id',
    element: page(
      <ConsumerLayout>
        <SettlementPage />
      </ConsumerLayout>
    ),
  },
  {
    path: '/customer_documents/:id/payment_actions',
    element: page(
      <ConsumerLayout>
        <PaymentActionsPage />
      </ConsumerLayout>
    ),
  },
  // Shown inside the payment widget's frame too (iframe_context=true): no chat layer around it.
  { path: '/customer_documents/:id/payment_widget/payment_success', element: page(<PaymentSuccessPage />) },
  { path: '/solo', element: page(<SoloPage />) },
  {
    path: '/plaid/link',
    element: page(
      <ConsumerLayout>
        <PlaidLinkPage />
      </ConsumerLayout>
    ),
  },
  { path: '/document_generations/:id', element: editorPage },
  { path: '/blog', element: page(<BlogIndexPage />) },
  { path: '/blog/:slug', element: page(<ArticlePage />) },
  { path: '/document_generations/:id/steps/document_generation_editor', element: editorPage },
  ...['/solosettles/:id', '/solosettles/:id/review', '/debt_answers/:id', '/debt_answers/:id/review'].map(path => ({
    path,
    element: page(
      <ConsumerLayout>
        <WalkthroughPage />
      </ConsumerLayout>
    ),
  })),
  { path: '/solosettle', element: page(<CreateDocumentPage documentName="solosettle" />) },
  { path: '/debt_answer', element: page(<CreateDocumentPage documentName="debt_answer" />) },
  { path: '*', element: <NotFoundPage /> },
];

/** Every page with the error page as its boundary: a page that fails shows a way back instead of a blank screen. */
export const routes: RouteObject[] = pages.map(route => ({ ...route, errorElement: <RouteErrorPage /> }));
