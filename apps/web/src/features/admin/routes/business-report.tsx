// A business's reports as an admin sees them (spec 002 §2 /admin/businesses/{id}/…-report).

import { Alert } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.js';
import { adminLinks, adminReports, type AdminReport } from '../paths.js';

export function AdminBusinessReportRoute() {
  const { id = '', report = '' } = useParams();
  if (!(report in adminReports)) return <Alert color="yellow">There is no such report.</Alert>;
  return <PageHeader back={{ to: adminLinks.business(id), label: 'Business' }} title={adminReports[report as AdminReport]} />;
}
