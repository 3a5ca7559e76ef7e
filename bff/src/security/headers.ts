import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/** Our pages and remotes are same-origin (remotes live under /remotes/); PrimeReact needs inline styles. */
const policy = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * helmet's headers, worked out once: nothing in our policy depends on the request, and running helmet's twelve
 * middlewares per request showed in the cache-hit profile (docs/adr-load-profile.md).
 */
const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = (() => {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string) => void headers.push([name, value]),
    removeHeader: () => undefined,
  };
  policy({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
})();

/** Every answer of the BFF carries them: pages, remotes, the API and its errors. */
export function setSecurityHeaders(res: ServerResponse) {
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
}
