export const INVALID_CREDENTIALS_MESSAGE = 'The e-mail or password is incorrect';
