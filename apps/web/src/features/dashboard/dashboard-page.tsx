import { DashboardRoute } from '../../app/routes/dashboard.js';

export default DashboardRoute;
