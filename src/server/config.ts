/*
 * Server configuration from the environment, read once at start. Every option has a safe default so
 * `npm start` works with nothing set; production requires the sign-in and secret variables.
 */
import path from 'node:path';

export type ServerConfig = {
  appId: string;
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  production: boolean;
  jwtSecret: string | undefined;
  adminEmails: string[];
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  llm: { baseUrl: string; apiKey: string; model: string } | undefined;
  staticDir: string | undefined;
  demoBankDir: string;
  /** Requests per minute per signed-in user or per client IP (RATE_LIMIT_MAX, default 600). */
  rateLimitMax: number;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY: 'true', or a list; default loopback). */
  trustProxy: boolean | string;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const host = env.HOST ?? '127.0.0.1';
  const port = Number(env.PORT ?? 8080);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const oidcIssuer = env.OIDC_ISSUER;
  return {
    appId: env.APP_ID ?? 'gplx',
    host,
    port,
    publicUrl: (env.PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    production: env.NODE_ENV === 'production',
    jwtSecret: env.JWT_SECRET || undefined,
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    oidc: oidcIssuer
      ? {
          issuer: oidcIssuer,
          clientId: env.OIDC_CLIENT_ID ?? '',
          clientSecret: env.OIDC_CLIENT_SECRET ?? '',
        }
      : undefined,
    llm: env.LLM_BASE_URL
      ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY ?? '', model: env.LLM_MODEL ?? '' }
      : undefined,
    staticDir: env.STATIC_DIR === '' ? undefined : path.resolve(env.STATIC_DIR ?? './dist'),
    demoBankDir: path.resolve(env.DEMO_BANK_DIR ?? './bank/demo'),
    rateLimitMax: positiveInt(env.RATE_LIMIT_MAX, 600),
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY || 'loopback',
  };
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}
