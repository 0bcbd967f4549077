/**
 * Who may call each endpoint: the authorization matrix's expectations (docs/SECURITY.md). Written by hand,
 * independently of the guards, and compared with the application's own route table: an endpoint that is served but
 * missing here fails the matrix test, and so does an entry for a route that no longer exists.
 *
 * Access classes (what each role gets at the door; "in" = past authorization, any answer but 401/403):
 * - public:     everyone in (sign-in pages' APIs, health, blog, webhooks verified by signature, dev tools on loopback)
 * - consumer:   signed out 401; consumers in; every collector and on-call admin 403
 * - collector:  signed out 401; consumers 403; every collector (any firm, any scope) and on-call admins in
 * - firm_member: like collector, but on-call admins (no firm) 403
 * - firm_admin: signed out 401; consumers, collector users and on-call admins 403; admins of any firm in
 * - ssn:        signed out 401; consumers and users without can_view_full_ssn 403; users with it, admins, on-call in
 * - party:      chat: signed out 401; consumers and collectors in; on-call admins 403 at the first lookup
 * - on_call:    platform reports: signed out 401; consumers and every collector 403; on-call admins in
 *
 * Firm isolation inside "in" (another firm's record answers 404) is proven per resource by firm-scoping.int-spec.ts
 * and by each module's tests; this table is about the door.
 */
export type AccessClass = 'public' | 'consumer' | 'collector' | 'firm_member' | 'firm_admin' | 'ssn' | 'party' | 'on_call';

export const ROUTE_ACCESS: Record<string, AccessClass> = {
  'GET /api/health': 'public',

  // identity
  'POST /collectors/api/login': 'public',
  'DELETE /collectors/api/logout': 'public',
  'GET /collectors/api/check_auth': 'collector',
  'GET /collectors/api/basic_stats': 'collector',
  'POST /collectors/api/users/update_ssn_permission': 'firm_admin',
  'POST /users/sign_in': 'public',
  'DELETE /users/sign_out': 'public',
  'GET /api/v1/check_auth': 'consumer',
  'GET /api/v1/csrf': 'public',
  'POST /users/password': 'public',
  'PUT /users/password': 'public',
  'POST /users/sign_up': 'public',
  'POST /users/confirmation': 'public',
  'PUT /users/confirmation': 'public',

  // firm users and invites
  'GET /collectors/api/users': 'firm_admin',
  'POST /collectors/api/users/create': 'firm_admin',
  'POST /collectors/api/users/remove': 'firm_admin',
  'POST /collectors/api/users/rotate_auth_token': 'firm_admin',
  'POST /collectors/api/accept_invite': 'public',

  // accounts
  'GET /collectors/api/apply_filters': 'collector',
  'GET /collectors/api/filter_values': 'collector',
  'GET /collectors/api/calculate_collector_metrics': 'collector',
  'GET /collectors/api/accounts_charts': 'collector',
  'GET /collectors/api/payment_plan_summary': 'collector',
  'POST /collectors/api/update_file_number': 'collector',
  'POST /collectors/api/archive_document': 'collector',
  'POST /collectors/api/record_confusing_response': 'on_call',
  'POST /collectors/api/unarchive_document': 'collector',
  'POST /collectors/api/reveal_ssn': 'ssn',
  'POST /collectors/api/export_accounts': 'collector',
  'POST /collectors/api/export_activity_log': 'collector',
  'GET /collectors/api/exports/:id': 'collector',
  'GET /collectors/api/exports/:id/file': 'collector',
  'GET /collectors/api/activity_log': 'collector',

  // negotiation and documents (collector side)
  'GET /collectors/api/get_current_action': 'collector',
  'POST /collectors/api/accept_offer': 'collector',
  'POST /collectors/api/create_counteroffer': 'collector',
  'POST /collectors/api/determine_offer_last_payment': 'collector',
  'POST /collectors/api/update_payment_details': 'collector',
  'POST /collectors/api/upload_settlement_agreement': 'collector',
  'POST /collectors/api/upload_debt_verification': 'collector',
  'POST /collectors/api/render_document': 'collector',
  'POST /collectors/api/settlement_agreement': 'collector',
  'POST /collectors/api/debt_answer_document': 'collector',

  // administration
  'GET /collectors/api/disclosures': 'collector',
  'GET /collectors/api/get_law_firm': 'firm_member',
  'POST /collectors/api/update_firm_payment_details': 'firm_admin',
  'POST /collectors/api/remove_firm_payment_details': 'firm_admin',
  'POST /collectors/api/digital_check_email': 'firm_admin',
  'POST /collectors/api/bank_account': 'firm_admin',
  'POST /collectors/api/remove_bank_account': 'firm_admin',
  'GET /collectors/api/get_notification_policy_actions': 'firm_member',
  'GET /collectors/api/get_notification_policy_states': 'firm_member',
  'GET /collectors/api/get_notification_policies': 'firm_member',
  'POST /collectors/api/add_notification_policy': 'firm_member',
  'DELETE /collectors/api/notification_policies/:id': 'firm_member',

  // consumer negotiation, payments
  'GET /api/my_settlements': 'consumer',
  'GET /api/customer_documents/:id/negotiation': 'consumer',
  'POST /api/customer_documents/:id/offer': 'consumer',
  'POST /api/customer_documents/:id/counteroffer': 'consumer',
  'POST /api/customer_documents/:id/accept': 'consumer',
  'POST /api/customer_documents/:id/sign': 'consumer',
  'POST /api/customer_documents/:id/dispute': 'consumer',
  'GET /api/customer_documents/:id/settlement_agreement_uploads/:fileId': 'consumer',
  'GET /api/customer_documents/:id/debt_verification_uploads/:fileId': 'consumer',
  'GET /api/customer_documents/:id/settlement_agreement.pdf': 'consumer',
  'GET /api/customer_documents/:id/autopay': 'consumer',
  'POST /api/customer_documents/:id/autopay': 'consumer',
  'POST /api/customer_documents/:id/autopay/checkout': 'consumer',
  'POST /stripe/webhooks': 'public',
  'POST /dev/payments/advance_clock': 'public',

  // chat
  'GET /api/v1/conversations': 'party',
  'POST /api/v1/conversations': 'party',
  'GET /api/v1/conversations/:id': 'party',
  'GET /api/v1/conversations/:id/messages': 'party',
  'POST /api/v1/conversations/:id/messages': 'party',
  'POST /api/v1/conversations/:id/mark_as_read': 'party',
  'GET /api/v1/conversations/:id/attachments/:attachmentId': 'party',
  'POST /api/v1/conversations/:id/opt_out': 'party',
  'POST /api/v1/conversations/:id/opt_in': 'party',
  'POST /api/v1/conversations/:id/cease': 'party',
  'POST /collectors/api/represented_by_attorney': 'firm_member',
  'GET /collectors/api/represented_by_attorney': 'firm_member',

  // assistant, editor, content
  'GET /pilot/completions.json': 'consumer',
  'GET /pilot/completions/latest_thread.json': 'consumer',
  'POST /pilot/completions/new_thread.json': 'consumer',
  'POST /pilot/completions.json': 'consumer',
  'GET /pilot/completions/prompt_suggestions': 'consumer',
  'PATCH /pilot/completions/:id/stop.json': 'consumer',
  'PATCH /pilot/completions/:id.json': 'consumer',
  'GET /pilot/personas.json': 'consumer',
  'POST /rails/active_storage/direct_uploads': 'consumer',
  'PUT /rails/active_storage/disk/:signedId': 'consumer',
  'POST /pilot/files.json': 'consumer',
  'GET /pilot/files/:id': 'consumer',
  'GET /api/document_generations': 'consumer',
  'POST /api/document_generations': 'consumer',
  'GET /api/document_generations/:id': 'consumer',
  'GET /api/document_generations/:id/pdf': 'consumer',
  'POST /steps_api/save_editor_content/:id': 'consumer',
  'POST /steps_api/edit_document_with_ai/:id': 'consumer',
  'GET /api/blog/articles': 'public',
  'GET /api/blog/articles/:slug': 'public',
  'GET /api/blog/articles/:slug/comments': 'public',
  'POST /api/blog/articles/:slug/comments': 'consumer',
  'POST /api/newsletter': 'public',

  // consumer dashboard, profile, credit report, stash
  'GET /my_dashboard.json': 'consumer',
  'POST /customer_documents': 'consumer',
  'POST /my_dashboard/document/:id/archive': 'consumer',
  'PATCH /my_dashboard/document/:id/archive': 'consumer',
  'POST /my_dashboard/document/:id/reactivate': 'consumer',
  'PATCH /my_dashboard/document/:id/reactivate': 'consumer',
  'GET /my_dashboard/download': 'consumer',
  'GET /my_dashboard/download/file': 'consumer',
  'GET /my_dashboard/fetch_credit_report': 'consumer',
  'POST /my_dashboard/fetch_credit_report': 'consumer',
  'GET /my_dashboard/stash/data': 'consumer',
  'POST /my_dashboard/stash/refunds': 'consumer',
  'POST /my_dashboard/stash/cancel': 'consumer',
  'PUT /users': 'consumer',
  'GET /api/customer_documents/:id/payment_plan': 'consumer',
  'GET /api/customer_documents/:id/payment_intents/:pi': 'consumer',
  'PUT /api/subscription_payment_dates/:id': 'consumer',
  'PATCH /api/subscription_payment_dates/:id': 'consumer',
  'POST /api/customer_documents/:id/additional_payment': 'consumer',
  'POST /api/customer_documents/:id/payment_intents/:pi/demo_confirm': 'consumer',
  'POST /api/customer_documents/:id/setup_intents/:si/demo_confirm': 'consumer',
  'POST /api/plaid/link_token': 'consumer',
  'POST /api/plaid/exchange': 'consumer',
  'GET /api/plaid/connections': 'consumer',
  'GET /api/plaid/financial_report': 'consumer',
  'GET /api/plaid/demo/institutions': 'consumer',
  'POST /api/plaid/demo/link': 'consumer',
  'POST /api/plaid/demo/connections/:id/expire': 'consumer',

  // walkthroughs, extraction, search
  'POST /api_controller/upload_file/:id': 'consumer',
  'POST /api_controller/prepopulate_from_document_files/:id': 'consumer',
  'GET /api_controller/document_files/:id': 'consumer',
  'GET /api_controller/get_extracted_walk_through_step_responses/:id': 'consumer',
  'POST /api_controller/update_walk_through_step_response/:id': 'consumer',
  'POST /api_controller/update_phone_number/:id': 'consumer',
  'GET /api_controller/get_supported_jurisdictions': 'consumer',
  'POST /api_controller/save_court/:id': 'consumer',
  'POST /api_controller/save_law_firm/:id': 'consumer',
  'POST /api_controller/save_plaintiff/:id': 'consumer',
  'DELETE /api_controller/delete_lawyer_email/:id': 'consumer',
  'GET /api/courts/search': 'consumer',
  'GET /api/law_firms/search': 'consumer',
  'GET /api/plaintiffs/search': 'consumer',
  'GET /api/debt_answers/:id/answer_to_summons.pdf': 'consumer',

  // payouts to the firms
  'GET /collectors/api/payouts': 'collector',
  'GET /collectors/api/payouts/monthly': 'collector',
  'GET /collectors/api/payouts/reconciliation': 'on_call',
  'GET /collectors/api/payouts/:id': 'collector',
  'POST /checkbook/webhooks': 'public',
  'POST /dev/payouts/:id/outcome': 'public',
  // settlement rules (firm admins only)
  'GET /collectors/api/settlement_rules': 'firm_admin',
  'GET /collectors/api/settlement_rules/preview': 'firm_admin',
  'POST /collectors/api/settlement_rules': 'firm_admin',
  'PATCH /collectors/api/settlement_rules/:id': 'firm_admin',
  'DELETE /collectors/api/settlement_rules/:id': 'firm_admin',

  // development inbox (loopback only; the tests call from 127.0.0.1)
  'GET /dev/mail': 'public',
  'GET /dev/mail/messages.json': 'public',
  'DELETE /dev/mail/messages': 'public',
  'GET /dev/sms': 'public',
  'GET /dev/sms/messages.json': 'public',

  // consumer notifications: preferences (signed in), the e-mailed opt-out link (its signed token is the proof), texts
  'GET /api/v1/notification_preferences': 'consumer',
  'PUT /api/v1/notification_preferences': 'consumer',
  'POST /api/v1/notification_preferences/opt_in': 'consumer',
  'GET /notifications/opt_out/confirm.js': 'public',
  'GET /notifications/opt_out/:token': 'public',
  'POST /notifications/opt_out/:token': 'public',
  'POST /api/v1/sms/twilio/inbound': 'public',
};

/** May answer 503 to anyone: the health check says "unavailable" while no worker runs (this test starts none). */
export const MAY_BE_UNAVAILABLE = new Set(['GET /api/health']);

/**
 * Calls that end the caller's session (or may, with the matrix's empty body): the matrix signs the role in again
 * after each.
 */
export const ENDS_SESSION = new Set(['DELETE /collectors/api/logout', 'DELETE /users/sign_out']);
