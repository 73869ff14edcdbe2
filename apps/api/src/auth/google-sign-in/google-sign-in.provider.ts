import type { Provider } from '@nestjs/common';
import type { Runtime } from '@ledgerline/platform';
import { RUNTIME } from '../../runtime.token.js';
import { GoogleOidcProvider } from './google-oidc.provider.js';
import { SIGN_IN_PROVIDER } from './sign-in-provider.port.js';

/** The port bound to Google's OpenID Connect (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER). */
export const googleSignInProvider: Provider = {
  provide: SIGN_IN_PROVIDER,
  inject: [RUNTIME],
  useFactory: (runtime: Runtime) =>
    new GoogleOidcProvider({
      clientId: runtime.config.googleClientId,
      clientSecret: runtime.config.googleClientSecret,
      issuer: runtime.config.googleIssuer,
    }),
};
