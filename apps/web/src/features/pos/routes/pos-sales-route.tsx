import { SalesHistory } from '../components/sales-history.js';

export function PosSalesRoute() {
  return <SalesHistory />;
}
export default PosSalesRoute;
