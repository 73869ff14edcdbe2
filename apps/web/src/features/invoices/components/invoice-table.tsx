import { Anchor, Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useNavigate } from 'react-router-dom';
import { formatIsoDate } from '../../../lib/date.js';
import { formatMoney } from '../../../lib/money.js';
import type { InvoiceRow } from '../api/invoices-api.js';
import { StatusBadge } from './document-view.js';

interface InvoiceTableProps {
  invoices: readonly InvoiceRow[];
  label: string;
  /** Where a row leads: the invoice's preview, or its payment page. */
  linkOf: (id: string) => string;
  /** The summary shows each invoice's date and status; a list of unpaid ones needs neither. */
  withDateAndStatus?: boolean;
}

/** Invoices as rows (number, customer, dates, totals), each row opening `linkOf` its invoice. */
export function InvoiceTable({ invoices, label, linkOf, withDateAndStatus = false }: InvoiceTableProps) {
  const navigate = useNavigate();
  // On a phone each invoice is a card of labelled figures (styles.css, .lines-table), not a table scrolled sideways.
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Table.ScrollContainer minWidth={phone ? 0 : withDateAndStatus ? 760 : 640}>
      <Table striped={!phone} highlightOnHover verticalSpacing="sm" aria-label={label} className="lines-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Number</Table.Th>
            <Table.Th>Customer</Table.Th>
            {withDateAndStatus && <Table.Th>Date</Table.Th>}
            <Table.Th>Due</Table.Th>
            {withDateAndStatus && <Table.Th>Status</Table.Th>}
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th ta="right">Balance</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id} style={{ cursor: 'pointer' }} onClick={() => navigate(linkOf(invoice.id))}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor component={Link} to={linkOf(invoice.id)} fw={500} size="sm" onClick={(event) => event.stopPropagation()}>
                  {invoice.reference}
                </Anchor>
              </Table.Td>
              <Table.Td>{invoice.customerName}</Table.Td>
              {withDateAndStatus && (
                <Table.Td style={{ whiteSpace: 'nowrap' }} data-label="Date">
                  {formatIsoDate(invoice.date)}
                </Table.Td>
              )}
              <Table.Td style={{ whiteSpace: 'nowrap' }} data-label="Due">
                {formatIsoDate(invoice.dueDate)}
              </Table.Td>
              {withDateAndStatus && (
                <Table.Td data-label="Status">
                  <StatusBadge status={invoice.status} paid={invoice.paid} dueDate={invoice.dueDate} />
                </Table.Td>
              )}
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-label="Total">
                {formatMoney(invoice.total, invoice.currency)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-label="Balance">
                {formatMoney(invoice.balance, invoice.currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
