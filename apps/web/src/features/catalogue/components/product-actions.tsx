// What can be done from a product's or service's page, each shown only to a user the server would
// let do it (spec 001 §6): edit (36, prices 37), count the stock (36 or 22: PATCH
// /inventory/stock-update records the difference as a stock adjustment, never an overwrite of the
// history) and archive (40).

import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconClipboardCheck, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ApiError } from '../../../lib/api-client.js';
import { codes, hasAnyCode } from '../../../lib/access.js';
import { useCurrentUserIfInShell } from '../../../lib/current-user.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { todayIsoDate } from '../../../lib/date.js';
import { readDecimal } from '../../../lib/decimal-input.js';
import { formatQuantity } from '../../../lib/format.js';
import { useMoney } from '../../../lib/money-context.js';
import { paths } from '../../../lib/paths.js';
import { useArchiveProduct, useUpdateStock, type ProductDetail } from '../api/catalogue.api.js';
import { cataloguePaths } from '../paths.js';

export function ProductActions({ product }: { product: ProductDetail }) {
  // Outside the shell (a page rendered on its own) nobody is known to be allowed anything.
  const user = useCurrentUserIfInShell();
  if (!user) return null;
  const isProduct = product.type === 'PRODUCT';
  const editPath = `${isProduct ? cataloguePaths.product(product._id) : cataloguePaths.service(product._id)}/edit`;
  // A product with variants holds no stock of its own: each variant is counted on its own page.
  const countable = isProduct && !product.hasVariants;
  return (
    <>
      {hasAnyCode(user, [codes.editProduct, codes.editPrices]) && (
        <Button component={Link} to={editPath} variant="default" leftSection={<IconPencil size={16} />}>
          Edit
        </Button>
      )}
      {countable && hasAnyCode(user, [codes.editProduct, codes.createTransaction]) && <AdjustStockButton product={product} />}
      {hasAnyCode(user, [codes.deleteProduct]) && <ArchiveProductButton product={product} />}
    </>
  );
}

function AdjustStockButton({ product }: { product: ProductDetail }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconClipboardCheck size={16} />} onClick={open}>
        Adjust stock
      </Button>
      {/* Mounted while open only: each opening starts from the books' quantity. */}
      {opened && <AdjustStockModal product={product} onClose={close} />}
    </>
  );
}

/** A stock count: the quantity now on the shelf; the difference from the books is booked as an adjustment. */
export function AdjustStockModal({ product, onClose }: { product: ProductDetail; onClose: () => void }) {
  const money = useMoney();
  const update = useUpdateStock();
  const books = readDecimal(product.quantity ?? '0') ?? readDecimal('0')!;
  const [counted, setCounted] = useState(product.quantity ?? '0');
  const [unitCost, setUnitCost] = useState('');
  const [reason, setReason] = useState('');
  const [date, setDate] = useState(todayIsoDate());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const count = readDecimal(counted);
  const difference = count ? count.minus(books) : null;
  const unit = product.measurement;

  const save = async () => {
    if (!count) {
      setErrors({ quantity: 'Enter the quantity counted, 0 or more' });
      return;
    }
    if (unitCost.trim() !== '' && !readDecimal(unitCost)) {
      setErrors({ unitCost: 'Enter an amount, e.g. 450.00' });
      return;
    }
    setErrors({});
    try {
      const answer = await update.mutateAsync({
        product: product._id,
        quantity: count.toString(),
        ...(unitCost.trim() !== '' ? { unitCost: readDecimal(unitCost)!.toString() } : {}),
        reason: reason.trim() || 'Stock count',
        date,
      });
      notifications.show({ color: 'green', message: answer.message ?? `${product.name}: stock counted` });
      onClose();
    } catch (error) {
      const failure = error as ApiError;
      setErrors(Object.fromEntries((failure.errors ?? []).map((field) => [field.field, field.message])));
      if (!failure.errors?.length) notifications.show({ color: 'red', message: failure.message });
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Adjust stock: ${product.name}`} size="lg">
      <Stack>
        <Text size="sm" c="dimmed">
          Enter what is on the shelf now. The books hold {formatQuantity(books.toString(), unit)}; the difference is recorded as a stock adjustment on the date
          you choose, and the history keeps both.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Quantity counted"
            withAsterisk
            inputMode="decimal"
            rightSection={<Text size="xs">{unit}</Text>}
            rightSectionWidth={64}
            value={counted}
            onChange={(event) => setCounted(event.currentTarget.value)}
            error={errors.quantity}
            data-autofocus
          />
          <IsoDateInput label="Date" value={date} onChange={setDate} error={errors.date} />
        </SimpleGrid>
        {difference && !difference.isZero() && (
          <Alert color={difference.isNegative() ? 'orange' : 'teal'} variant="light">
            {difference.isNegative()
              ? `${formatQuantity(difference.abs().toString(), unit)} fewer than the books: written off at the average cost.`
              : `${formatQuantity(difference.toString(), unit)} more than the books: added at the unit cost below, or the average cost if blank.`}
          </Alert>
        )}
        {difference?.isZero() && (
          <Text size="sm" c="dimmed">
            The count matches the books: nothing to record.
          </Text>
        )}
        {difference && difference.gt(0) && (
          <TextInput
            label="Unit cost of the units added"
            inputMode="decimal"
            leftSection={money.symbol}
            placeholder="Average cost"
            value={unitCost}
            onChange={(event) => setUnitCost(event.currentTarget.value)}
            error={errors.unitCost}
          />
        )}
        <TextInput label="Reason" placeholder="Stock count" value={reason} onChange={(event) => setReason(event.currentTarget.value)} error={errors.reason} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={update.isPending} disabled={!difference || difference.isZero()}>
            Record the count
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ArchiveProductButton({ product }: { product: ProductDetail }) {
  const [opened, { open, close }] = useDisclosure(false);
  const archive = useArchiveProduct();
  const navigate = useNavigate();
  const isProduct = product.type === 'PRODUCT';
  const confirm = async () => {
    try {
      const answer = await archive.mutateAsync(product._id);
      notifications.show({ color: 'green', message: answer.message ?? `${product.name} archived` });
      close();
      navigate(isProduct ? cataloguePaths.products : cataloguePaths.services);
    } catch (error) {
      notifications.show({ color: 'red', message: (error as ApiError).message });
    }
  };
  return (
    <>
      <Button variant="light" color="red" leftSection={<IconArchive size={16} />} onClick={open}>
        Archive
      </Button>
      <Modal opened={opened} onClose={close} title={`Archive ${product.name}?`}>
        <Stack>
          <Text size="sm">
            It leaves the lists, searches and the till. Its history and the books stay as they are, and you can restore it from{' '}
            <Link to={paths.archives}>Settings › Archives</Link>.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep it
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={archive.isPending}>
              Archive
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
