import { createRoute } from '@hono/zod-openapi';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  refreshRequestSchema,
  resetPasswordRequestSchema,
  sessionUserSchema,
  tokensSchema,
  verifyEmailRequestSchema,
} from '../../../../_shared/contracts/auth.ts';
import { registerRequestSchema } from '../../../../_shared/contracts/registration.ts';
import { bearerAuth, failure, jsonBody, ok } from '../../_shared/openapi-helpers.ts';
import { signedIn, signedInBeforeSecondFactor } from '../../_shared/permissions.ts';

const tags = ['Auth'];

const loginResponses = {
  200: ok(loginResponseSchema, 'Signed in'),
  400: failure('Invalid input or failed security check'),
  401: failure('Wrong identifier or password'),
  403: failure('Email not confirmed, or not an officer (admin login)'),
  429: failure('Too many failed attempts; see Retry-After'),
};

export const login = createRoute({
  method: 'post',
  path: '/auth/login',
  operationId: 'logIn',
  tags,
  summary: 'Sign in with an email or a NAP',
  request: jsonBody(loginRequestSchema),
  responses: loginResponses,
});

export const adminLogin = createRoute({
  method: 'post',
  path: '/auth/admin/login',
  operationId: 'logInAdmin',
  tags,
  summary: 'Sign in as an officer',
  request: jsonBody(loginRequestSchema),
  responses: loginResponses,
});

export const register = createRoute({
  method: 'post',
  path: '/auth/register',
  operationId: 'registerAccount',
  tags,
  summary: 'Create an account and a pending membership application',
  request: jsonBody(registerRequestSchema),
  responses: {
    201: ok(messageResponseSchema, 'Account created; a confirmation email was sent'),
    400: failure('Invalid input, a chapter that is not an active DPC, or failed security check'),
    422: failure('Password too weak'),
  },
});

export const logout = createRoute({
  method: 'post',
  path: '/auth/logout',
  operationId: 'logOut',
  tags,
  summary: 'End this session on the server (also a login still waiting for its authenticator code)',
  security: bearerAuth,
  middleware: [signedInBeforeSecondFactor],
  responses: { 200: ok(messageResponseSchema, 'Signed out'), 401: failure('Not signed in') },
});

export const me = createRoute({
  method: 'get',
  path: '/auth/me',
  operationId: 'getCurrentUser',
  tags,
  summary: 'The signed-in user, role, organization, permissions and member summary',
  security: bearerAuth,
  middleware: [signedIn],
  responses: { 200: ok(sessionUserSchema, 'The user'), 401: failure('Not signed in') },
});

export const refresh = createRoute({
  method: 'post',
  path: '/auth/refresh',
  operationId: 'refreshSession',
  tags,
  summary: 'Exchange a refresh token for new tokens (the old one is spent)',
  request: jsonBody(refreshRequestSchema),
  responses: { 200: ok(tokensSchema, 'New tokens'), 401: failure('Refresh token invalid, spent or revoked') },
});

export const verifyEmail = createRoute({
  method: 'post',
  path: '/auth/verify-email',
  operationId: 'verifyEmail',
  tags,
  summary: 'Confirm an email address with the token from the confirmation email',
  request: jsonBody(verifyEmailRequestSchema),
  responses: { 200: ok(messageResponseSchema, 'Email confirmed'), 400: failure('Invalid or expired token') },
});

export const forgotPassword = createRoute({
  method: 'post',
  path: '/auth/forgot-password',
  operationId: 'requestPasswordReset',
  tags,
  summary: 'Send a password reset email (same answer whether or not the email exists)',
  request: jsonBody(forgotPasswordRequestSchema),
  responses: { 200: ok(messageResponseSchema, 'Accepted'), 400: failure('Invalid email') },
});

export const resetPassword = createRoute({
  method: 'post',
  path: '/auth/reset-password',
  operationId: 'resetPassword',
  tags,
  summary: 'Set a new password with the token from the reset email',
  request: jsonBody(resetPasswordRequestSchema),
  responses: { 200: ok(messageResponseSchema, 'Password changed'), 400: failure('Invalid token or password') },
});
