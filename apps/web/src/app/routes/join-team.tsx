export function JoinTeamRoute() {
  return null;
}
