// The rules of a new password, as the API's sign-up DTOs check them (PASSWORD_MIN_LENGTH in
// apps/api/src/auth/sign-up/sign-up.dto.ts, which the invitation's sign-up shares): one place for
// the forms that choose one, so their hints and checks never differ from each other or the server.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/** Shown under the password field. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters.`;

/** What is wrong with a new password, or undefined when it will do. */
export function passwordProblem(password: string): string | undefined {
  if (password === '') return 'Choose a password.';
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  return undefined;
}
