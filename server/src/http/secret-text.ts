/**
 * A text that may hold a secret (a browser's error report, a request's address) as the log may keep it: a session
 * token (a JWT), a bearer header, a personal API token (`sch_…`) and a link's `token=` parameter, in a query or a
 * fragment (`/user/set-password#token=…`), each become `[token]`.
 */
export function withoutSecrets(text: string): string {
  return (
    text
      .replace(/eyJ[\w-]*\.[\w-]*\.[\w-]*/g, '[token]')
      .replace(/(bearer\s+)\S+/gi, '$1[token]')
      .replace(/sch_[\w-]+/g, '[token]')
      // Tokens the server hands out are base64url; what follows (a quote, a parenthesis) stays.
      .replace(/([?#&;]token=)[\w-]+/gi, '$1[token]')
  );
}
