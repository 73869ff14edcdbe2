import { Link } from 'react-router-dom';
import { BalancesCard } from '../../features/accounts/components/balances-card.js';
import { paths } from '../paths.js';

export function DashboardRoute() {
  return (
    <>
      <div className="page__header">
        <h1>Dashboard</h1>
        <Link className="button button--primary" to={paths.createMoneyInTransaction}>
          Record money in
        </Link>
      </div>
      <div className="grid grid--dashboard">
        <BalancesCard />
      </div>
    </>
  );
}
