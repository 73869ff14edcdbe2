export default function GetStartedPage() {
  return null;
}
