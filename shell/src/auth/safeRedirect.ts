/** Only a path of this site: '/client/1' yes, '//evil.example' or 'https://…' no. */
export function safeRedirect(target: string | null | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return undefined;
  // the login and error pages themselves, not /login-page-configuration
  if (/^\/(login|error)(?=[/?#]|$)/.test(target)) return undefined;
  return target;
}
