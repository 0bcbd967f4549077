import { redactParams, redactRouteParams, redactUrl } from './redact';

describe('redactUrl', () => {
  it('hides secret query values and keeps the rest', () => {
    expect(redactUrl('/users/password/edit?reset_password_token=abc123')).toBe('/users/password/edit?reset_password_token=[redacted]');
    expect(redactUrl('/collectors/invite?token=t0k&from=mail')).toBe('/collectors/invite?token=[redacted]&from=mail');
    expect(redactUrl('/x?auth%5Ftoken=1&page=2')).toBe('/x?auth%5Ftoken=[redacted]&page=2');
    expect(redactUrl('/customer_documents/1/payment_widget/payment_success?payment_intent=pi_1&payment_intent_client_secret=s'))
      .toBe('/customer_documents/1/payment_widget/payment_success?payment_intent=pi_1&payment_intent_client_secret=[redacted]');
  });
  it('hides capability path segments', () => {
    expect(redactUrl('/rails/active_storage/disk/eyJhbGciOi.sig?x=1')).toBe('/rails/active_storage/disk/[redacted]?x=1');
  });
  it('hides them in absolute URLs too (Referer and Location headers)', () => {
    expect(redactUrl('https://parley.example/users/password/edit?reset_password_token=abc123')).toBe('https://parley.example/users/password/edit?reset_password_token=[redacted]');
    expect(redactUrl('http://127.0.0.1:3000/collectors?auth_token=code&x=1')).toBe('http://127.0.0.1:3000/collectors?auth_token=[redacted]&x=1');
    expect(redactUrl('https://parley.example/rails/active_storage/disk/eyJhbGciOi.sig')).toBe('https://parley.example/rails/active_storage/disk/[redacted]');
    expect(redactUrl('https://parley.example?token=t')).toBe('https://parley.example?token=[redacted]');
  });
  it('leaves ordinary URLs alone', () => {
    expect(redactUrl('/collectors/api/apply_filters?page=2&sort_by=status')).toBe('/collectors/api/apply_filters?page=2&sort_by=status');
    expect(redactUrl(undefined)).toBeUndefined();
  });
});

describe('redactParams', () => {
  it('hides secret keys of a parsed query', () => {
    expect(redactParams({ token: 'a', page: '1' })).toEqual({ token: '[redacted]', page: '1' });
    expect(redactParams(null)).toBeNull();
  });
  it('hides route parameters that are capabilities: a signed id, or a catch-all path through one', () => {
    expect(redactRouteParams({ signedId: 'eyJ.sig' })).toEqual({ signedId: '[redacted]' });
    expect(redactRouteParams({ path: ['rails', 'active_storage', 'disk', 'eyJ.sig'] })).toEqual({ path: ['rails', 'active_storage', 'disk', '[redacted]'] });
    expect(redactRouteParams({ path: ['collectors', 'accounts'], id: '7' })).toEqual({ path: ['collectors', 'accounts'], id: '7' });
  });
});
