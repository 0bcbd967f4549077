import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError, NetworkError } from '../../shared/http';
import { SIGN_IN_MESSAGES } from '../../shared/messages';
import { signInUrlFor } from '../../shared/redirect';
import { CONSUMER_SIGN_IN_PATH } from '../api';

/** Sends a consumer whose page load was refused for want of a session to the sign-in page, with the way back. */
export function useSignInWhen(refused: boolean): void {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (refused) navigate(signInUrlFor(CONSUMER_SIGN_IN_PATH, `${location.pathname}${location.search}`), { replace: true });
  }, [refused, navigate, location.pathname, location.search]);
}

/** The sentence a page's failed load shows: the network's failure, the page's "not found", or its fallback. */
export function pageLoadError(error: unknown, notFound: string, failed: string): string {
  if (error instanceof NetworkError) return SIGN_IN_MESSAGES.network;
  return error instanceof ApiError && error.status === 404 ? notFound : failed;
}
