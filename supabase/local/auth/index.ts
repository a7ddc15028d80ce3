import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServiceContext, ServiceHandler } from '../types';
import {
  adminCreateUser,
  adminDeleteUser,
  adminListUsers,
  adminUpdateUser,
  loadUser,
  requireAdmin,
} from './admin';
import { getUser, logout, signup, token, updateUser } from './account';
import { AuthError, internal, sendError } from './errors';
import { sendJson, sendNoContent, type JsonObject } from './http';
import { challenge, deleteFactorOf, enroll, listFactorsOf, unenroll, verify } from './mfa';
import { createAuthLimiter, type AuthLimiter } from './rate-limits';
import { generateLink, recover, verifyLink, verifyOtp } from './recovery';
import { userJson } from './users';

/** What GET /settings reports: Supabase's local defaults, with only email sign-in enabled. */
const SETTINGS = {
  external: {
    ...Object.fromEntries(
      [
        'anonymous_users',
        'apple',
        'azure',
        'bitbucket',
        'discord',
        'facebook',
        'figma',
        'fly',
        'github',
        'gitlab',
        'google',
        'keycloak',
        'kakao',
        'linkedin_oidc',
        'notion',
        'slack_oidc',
        'spotify',
        'twitch',
        'twitter',
        'workos',
        'zoom',
        'phone',
      ].map((provider) => [provider, false]),
    ),
    email: true,
  },
  disable_signup: false,
  mailer_autoconfirm: true,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
};

const HEALTH = {
  version: 'local',
  name: 'GoTrue',
  description: 'GoTrue is a user registration and authentication API',
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Action = (params: string[]) => Promise<void>;

interface Route {
  pattern: RegExp;
  methods: Partial<Record<Method, Action>>;
}

function routes(
  ctx: ServiceContext,
  limiter: AuthLimiter,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Route[] {
  const ok = (body: JsonObject | JsonObject[]) => sendJson(res, 200, body);
  const admin =
    (action: Action): Action =>
    async (params) => {
      await requireAdmin(ctx, req);
      await action(params);
    };
  return [
    { pattern: /^\/health$/, methods: { GET: async () => ok(HEALTH) } },
    { pattern: /^\/settings$/, methods: { GET: async () => ok(SETTINGS) } },
    {
      pattern: /^\/\.well-known\/jwks\.json$/,
      methods: {
        GET: async () =>
          sendJson(res, 200, ctx.keys.jwks, { 'cache-control': 'public, max-age=600' }),
      },
    },
    { pattern: /^\/signup$/, methods: { POST: async () => ok(await signup(ctx, limiter, req)) } },
    {
      pattern: /^\/token$/,
      methods: { POST: async () => ok(await token(ctx, limiter, req, url)) },
    },
    {
      pattern: /^\/user$/,
      methods: {
        GET: async () => ok(await getUser(ctx, req)),
        PUT: async () => ok(await updateUser(ctx, limiter, req)),
      },
    },
    {
      pattern: /^\/logout$/,
      methods: {
        POST: async () => {
          await logout(ctx, req, url);
          sendNoContent(res);
        },
      },
    },
    {
      pattern: /^\/recover$/,
      methods: {
        POST: async () => {
          limiter.check('recover', req);
          ok(await recover(ctx, req, url, limiter.limits));
        },
      },
    },
    {
      pattern: /^\/verify$/,
      methods: {
        GET: async () => {
          limiter.check('verify', req);
          await verifyLink(ctx, req, res, url);
        },
        POST: async () => {
          limiter.check('verify', req);
          ok(await verifyOtp(ctx, req));
        },
      },
    },
    { pattern: /^\/factors$/, methods: { POST: async () => ok(await enroll(ctx, req)) } },
    {
      pattern: /^\/factors\/([^/]+)$/,
      methods: { DELETE: async ([id]) => ok(await unenroll(ctx, req, id)) },
    },
    {
      pattern: /^\/factors\/([^/]+)\/challenge$/,
      methods: { POST: async ([id]) => ok(await challenge(ctx, limiter, req, id)) },
    },
    {
      pattern: /^\/factors\/([^/]+)\/verify$/,
      methods: { POST: async ([id]) => ok(await verify(ctx, limiter, req, id)) },
    },
    {
      pattern: /^\/admin\/users$/,
      methods: {
        GET: admin(() => adminListUsers(ctx, res, url)),
        POST: admin(async () => ok(await adminCreateUser(ctx, req))),
      },
    },
    {
      pattern: /^\/admin\/users\/([^/]+)$/,
      methods: {
        GET: admin(async ([id]) => ok(userJson(await loadUser(ctx, id)))),
        PUT: admin(async ([id]) => ok(await adminUpdateUser(ctx, req, id))),
        DELETE: admin(async ([id]) => ok(await adminDeleteUser(ctx, req, id))),
      },
    },
    {
      pattern: /^\/admin\/users\/([^/]+)\/factors$/,
      methods: {
        GET: admin(async ([id]) => ok(await listFactorsOf(ctx.pool, (await loadUser(ctx, id)).id))),
      },
    },
    {
      pattern: /^\/admin\/users\/([^/]+)\/factors\/([^/]+)$/,
      methods: {
        DELETE: admin(async ([id, factorId]) =>
          ok(await deleteFactorOf(ctx, (await loadUser(ctx, id)).id, factorId)),
        ),
      },
    },
    {
      pattern: /^\/admin\/generate_link$/,
      methods: { POST: admin(async () => ok(await generateLink(ctx, req, url))) },
    },
  ];
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new AuthError(404, 'not_found', `Malformed path segment "${segment}"`);
  }
}

async function dispatch(
  ctx: ServiceContext,
  limiter: AuthLimiter,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
) {
  const url = new URL(path, 'http://auth.local');
  for (const route of routes(ctx, limiter, req, res, url)) {
    const match = route.pattern.exec(url.pathname);
    if (!match) continue;
    const action = route.methods[(req.method ?? 'GET') as Method];
    if (!action) {
      throw new AuthError(
        405,
        'method_not_allowed',
        `Method ${req.method ?? ''} not allowed on ${url.pathname}`,
      );
    }
    await action(match.slice(1).map(decodeSegment));
    return;
  }
  throw new AuthError(404, 'not_found', `No auth endpoint at ${url.pathname}`);
}

/**
 * The Auth service (a GoTrue subset) mounted by the gateway at /auth/v1. It always answers:
 * expected failures in GoTrue's error shape, anything else as 500 unexpected_failure with the
 * cause in the stack log. Its request limits (`config.authRateLimits`) belong to this instance.
 */
export function createAuthService(ctx: ServiceContext): ServiceHandler {
  const limiter = createAuthLimiter(ctx.config.authRateLimits);
  return async (req, res, path) => {
    try {
      await dispatch(ctx, limiter, req, res, path);
    } catch (error) {
      if (error instanceof AuthError) {
        sendError(req, res, error);
        return;
      }
      ctx.log(
        `auth: ${req.method ?? ''} ${path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      sendError(
        req,
        res,
        internal('Unexpected failure, please check server logs for more information'),
      );
    }
  };
}
