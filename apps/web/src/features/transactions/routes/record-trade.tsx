// CreateSalesTransaction and CreatePurchaseTransaction (spec 002 §2).

import { Button } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.js';
import { PageHeader } from '../../../components/page-header.js';
import { RecordedNotice } from '../components/recorded-notice.js';
import { TradeDocumentForm, type TradeKind } from '../components/trade-document-form.js';
import type { RecordedTransaction } from '../api/commands.js';

function RecordTrade({ kind }: { kind: TradeKind }) {
  const [recorded, setRecorded] = useState<RecordedTransaction | null>(null);
  const title = kind === 'sale' ? 'New sale' : 'New purchase';
  return (
    <>
      <PageHeader
        title={title}
        description={kind === 'sale' ? 'Products and services sold, paid now or on credit.' : 'Stock bought from a supplier, paid now or on credit.'}
        trail={[{ label: 'Transactions', to: paths.transactions }]}
        actions={
          <Button component={Link} to={paths.transactions} variant="default">
            All transactions
          </Button>
        }
      />
      {recorded && <RecordedNotice recorded={recorded} what={kind === 'sale' ? 'Sale' : 'Purchase'} onClose={() => setRecorded(null)} />}
      <TradeDocumentForm kind={kind} onRecorded={setRecorded} />
    </>
  );
}

export function CreateSaleRoute() {
  return <RecordTrade kind="sale" />;
}

export function CreatePurchaseRoute() {
  return <RecordTrade kind="purchase" />;
}
