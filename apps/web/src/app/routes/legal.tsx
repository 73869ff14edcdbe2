export function TermsRoute() {
  return null;
}
export function PrivacyRoute() {
  return null;
}
