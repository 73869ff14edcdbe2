export const RECOVER_PASSWORD_MESSAGE = 'If an account exists for this e-mail, we have sent it instructions to reset the password.';
