/** The one answer to a wrong e-mail or a wrong password, so neither tells which. */
export const INVALID_CREDENTIALS_MESSAGE = 'The e-mail or password is incorrect';
