import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { SignInPage as CollectorSignInPage } from './collectors/sign-in/SignInPage';
import { InvitePage as CollectorInvitePage } from './collectors/invite/InvitePage';
import { DashboardPage } from './consumer/dashboard/DashboardPage';
import { SoloPage } from './consumer/assistant/SoloPage';
import { ArticlePage, BlogIndexPage } from './consumer/blog/BlogPages';
import { ConsumerLayout } from './consumer/layout/ConsumerLayout';
import { ForgotPasswordPage } from './consumer/password/ForgotPasswordPage';
import { ResetPasswordPage } from './consumer/password/ResetPasswordPage';
import { SignInPage as ConsumerSignInPage } from './consumer/sign-in/SignInPage';
import { ConfirmationPage } from './consumer/sign-up/ConfirmationPage';
import { SignUpPage } from './consumer/sign-up/SignUpPage';
import { SettlementPage } from './consumer/settlement/SettlementPage';
import { PaymentActionsPage } from './consumer/payments/PaymentActionsPage';
import { PaymentSuccessPage } from './consumer/payments/PaymentSuccessPage';
import { PlaidLinkPage } from './consumer/budget/PlaidLinkPage';
import { CreateDocumentPage, WalkthroughPage } from './consumer/walkthrough/WalkthroughPage';
import { FullPageLoader } from './shared/ui/FullPageLoader';
import { NotFoundPage } from './shared/ui/NotFoundPage';

// react-admin is heavy and only collectors need it: consumer pages never download it.
const CollectorsApp = lazy(() => import('./collectors/App'));
// The editor brings TipTap and ProseMirror: only its page downloads them.
const EditorPage = lazy(() => import('./consumer/editor/EditorPage').then(m => ({ default: m.EditorPage })));
const editorPage = (
  <Suspense fallback={<FullPageLoader />}>
    <EditorPage />
  </Suspense>
);

/**
 * Every page of the product. The backend serves index.html for each of these paths (SPA fallback);
 * keep docs/README in step when adding one.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/users/sign_in" replace /> },
  { path: '/collectors', element: <CollectorSignInPage /> },
  { path: '/collectors/invite', element: <CollectorInvitePage /> },
  {
    path: '/collectors/*',
    element: (
      <Suspense fallback={<FullPageLoader />}>
        <CollectorsApp />
      </Suspense>
    ),
  },
  { path: '/users/sign_in', element: <ConsumerSignInPage /> },
  { path: '/users/sign_up', element: <SignUpPage /> },
  { path: '/users/confirmation', element: <ConfirmationPage /> },
  { path: '/users/confirmation/new', element: <ConfirmationPage /> },
  { path: '/users/password/new', element: <ForgotPasswordPage /> },
  { path: '/users/password/edit', element: <ResetPasswordPage /> },
  {
    path: '/my_dashboard',
    element: (
      <ConsumerLayout>
        <DashboardPage />
      </ConsumerLayout>
    ),
  },
  {
    path: '/customer_documents/:id',
    element: (
      <ConsumerLayout>
        <SettlementPage />
      </ConsumerLayout>
    ),
  },
  {
    path: '/customer_documents/:id/payment_actions',
    element: (
      <ConsumerLayout>
        <PaymentActionsPage />
      </ConsumerLayout>
    ),
  },
  // Shown inside the payment widget's frame too (iframe_context=true): no chat layer around it.
  { path: '/customer_documents/:id/payment_widget/payment_success', element: <PaymentSuccessPage /> },
  { path: '/solo', element: <SoloPage /> },
  {
    path: '/plaid/link',
    element: (
      <ConsumerLayout>
        <PlaidLinkPage />
      </ConsumerLayout>
    ),
  },
  { path: '/document_generations/:id', element: editorPage },
  { path: '/blog', element: <BlogIndexPage /> },
  { path: '/blog/:slug', element: <ArticlePage /> },
  { path: '/document_generations/:id/steps/document_generation_editor', element: editorPage },
  ...['/solosettles/:id', '/solosettles/:id/review', '/debt_answers/:id', '/debt_answers/:id/review'].map(path => ({
    path,
    element: (
      <ConsumerLayout>
        <WalkthroughPage />
      </ConsumerLayout>
    ),
  })),
  { path: '/solosettle', element: <CreateDocumentPage documentName="solosettle" /> },
  { path: '/debt_answer', element: <CreateDocumentPage documentName="debt_answer" /> },
  { path: '*', element: <NotFoundPage /> },
];
