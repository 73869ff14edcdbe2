import { PosPage } from '../components/pos-page.js';

export function PosRoute() {
  return <PosPage />;
}
export default PosRoute;
